#include "rulebench/definitions/effect_schema.h"

#include "rulebench/base/json_reader.h"

namespace rb {

namespace {
// A formula as the schema knows it: text that begins with "=".
constexpr std::string_view kFormulaPattern = "^\\s*=";
} // namespace

std::string labelOf(const ArgInfo& arg)
{
    std::string out;
    switch (arg.type) {
    case ArgType::DamageKind:
    case ArgType::Status:
    case ArgType::Duration:
    case ArgType::Modifier:
    case ArgType::GasKind:
    case ArgType::Glyph:
    case ArgType::Colour: out = std::string(toString(arg.type)); break;
    case ArgType::Dice:
    case ArgType::Whole:
    case ArgType::Text:
        out = arg.name;
        for (char& c : out)
            if (c == '_')
                c = ' ';
        break;
    }
    if (!out.empty() && out.front() >= 'a' && out.front() <= 'z')
        out.front() = static_cast<char>(out.front() - 'a' + 'A');
    return out;
}

bool isChosen(ArgType type)
{
    return type == ArgType::Status || type == ArgType::DamageKind;
}

OrderedJson argSchema(const ArgInfo& arg)
{
    OrderedJson s = OrderedJson::object();
    switch (arg.type) {
    case ArgType::Dice:
        s["type"] = OrderedJson::array({"string", "integer"});
        s["examples"] = arg.formula ? OrderedJson::array({"3d6", "2d4+1", "d20", "4", "=2 + user.stat(strength) / 2"})
                                    : OrderedJson::array({"3d6", "2d4+1", "d20", "4"});
        break;
    case ArgType::Whole:
        if (arg.formula) { // a number between its bounds, or a formula
            s["anyOf"] = OrderedJson::array(
                {OrderedJson{{"type", "integer"}, {"minimum", arg.minimum}, {"maximum", arg.maximum}},
                 OrderedJson{{"type", "string"}, {"pattern", kFormulaPattern}}});
            break;
        }
        s["type"] = "integer";
        s["minimum"] = arg.minimum;
        s["maximum"] = arg.maximum;
        break;
    case ArgType::Modifier: s["type"] = "object"; break;
    case ArgType::Colour:
        s["type"] = "string";
        s["pattern"] = "^#[0-9a-fA-F]{6}$";
        break;
    case ArgType::DamageKind:
    case ArgType::Status:
    case ArgType::Duration:
    case ArgType::GasKind:
    case ArgType::Glyph:
    case ArgType::Text:
        s["type"] = "string";
        s["minLength"] = 1;
        break;
    }
    // As a field row's: its label is the title, its help line the description.
    s["title"] = labelOf(arg);
    if (!arg.help.empty())
        s["description"] = arg.help;
    return s;
}

OrderedJson effectEntrySchema(const EffectKinds& kinds)
{
    OrderedJson kindNames = OrderedJson::array();
    OrderedJson branches = OrderedJson::array();
    for (const EffectKindDef& k : kinds) {
        kindNames.push_back(k.name);
        OrderedJson args = OrderedJson::object();
        args["type"] = "object";
        OrderedJson props = OrderedJson::object();
        OrderedJson required = OrderedJson::array();
        for (const ArgInfo& a : k.args) {
            props[a.name] = argSchema(a);
            if (a.required)
                required.push_back(a.name);
        }
        args["properties"] = std::move(props);
        if (!required.empty())
            args["required"] = std::move(required);
        args["additionalProperties"] = false;

        OrderedJson branch = OrderedJson::object();
        branch["description"] = k.help;
        branch["properties"] = OrderedJson::object();
        branch["properties"]["kind"] = OrderedJson{{"const", k.name}};
        branch["properties"]["args"] = std::move(args);
        branches.push_back(std::move(branch));
    }
    OrderedJson s = OrderedJson::object();
    s["type"] = "object";
    s["required"] = OrderedJson::array({"kind"});
    s["properties"] = OrderedJson::object();
    s["properties"]["kind"] = OrderedJson{{"enum", std::move(kindNames)}};
    s["properties"]["args"] = OrderedJson{{"type", "object"}};
    s["oneOf"] = std::move(branches);
    return s;
}

} // namespace rb
