// rulebench-cli: the headless subcommands alone, with no Qt linked.
#include "cli/cli.h"

#include <iostream>

int main(int argc, char** argv)
{
    const std::vector<std::string> args(argv + 1, argv + argc);
    return rb::cli::run(args, std::cout, std::cerr);
}
