#include "rulebench/batch/run_record.h"

namespace rb {

const char* const kRunSeedRule =
    "run i (from 0) plays the seed SplitMix64(S + (i + 1) x 0x9E3779B97F4A7C15), its low 53 bits";

std::string shellWord(std::string_view word)
{
    const bool plain = !word.empty() && word.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                                                "0123456789-_./=:,@+%")
            == std::string_view::npos;
    if (plain)
        return std::string(word);
    std::string out = "'";
    for (const char c : word)
        out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

std::string shellLine(const std::vector<std::string>& words)
{
    std::string out;
    for (const std::string& w : words)
        out += (out.empty() ? "" : " ") + shellWord(w);
    return out;
}

void writeRunRecord(OrderedJson& j, const std::vector<std::string>& command)
{
    j["run_seeds"] = kRunSeedRule;
    j["command"] = command.empty() ? OrderedJson() : OrderedJson(shellLine(command));
}

} // namespace rb
