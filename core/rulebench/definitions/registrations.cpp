#include "rulebench/definitions/registrations.h"

#include "rulebench/definitions/engine_effects.h"

namespace rb {

Registrations Registrations::bare()
{
    Registrations r;
    r.moments = engineMoments();
    addEngineEffects(r.effectKinds);
    return r;
}

Registrations Registrations::engine()
{
    Registrations r = bare();
    r.addFire();
    r.addGas();
    return r;
}

void Registrations::addFire()
{
    if (fire)
        return;
    fire = true;
    addFireEffects(effectKinds);
}

void Registrations::addGas(GasKinds kinds)
{
    if (!gasKinds)
        addGasEffects(effectKinds);
    gasKinds = std::move(kinds);
}

} // namespace rb
