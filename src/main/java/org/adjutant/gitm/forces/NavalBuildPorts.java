package org.adjutant.gitm.forces;

import java.util.Optional;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.map.sea.SeaPort;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;

/**
 * The port a naval build names (SoW 4.4, 4.6; docs/rules/naval.md section 13): a port of the sea chart that lies on
 * the land map, that the building state controls at the start of the turn, and that is not besieged. Transport groups
 * and warships share it; what else each needs is theirs ({@link TransportBuilds}, {@link WarshipBuilds}).
 */
final class NavalBuildPorts {
    private NavalBuildPorts() {
    }

    /**
     * Why {@code state} may not build in {@code port}, if it may not; {@code what} and {@code done} make the sentence:
     * "transport groups" "raised", "warships" "built".
     */
    static Optional<String> problem(GitmState start, StrategicMap map, String state, String port, String what,
                                    String done) {
        Optional<SeaChart> sea = map.sea();
        if (sea.isEmpty()) {
            return Optional.of("this game has no sea: no " + what + " are " + done);
        }
        Optional<SeaPort> found = sea.get().port(port);
        if (found.isEmpty()) {
            return Optional.of(port + " is not a port of this game");
        }
        String name = found.get().name();
        Optional<City> onMap = BuildRules.cityOnMap(map, name);
        if (!sea.get().onMap(name) || onMap.isEmpty()) {
            return Optional.of(name + " is an off-map port: " + what + " are " + done + " only in ports on the land"
                    + " map (SoW 4.4)");
        }
        CityHolding holding = start.cities().getOrDefault(onMap.get().name(),
                new CityHolding(onMap.get().state(), onMap.get().supplies()));
        if (!holding.state().equals(state)) {
            return Optional.of(name + " is held by " + holding.state() + ": " + what + " are " + done + " only in"
                    + " ports your state controls (SoW 4.4)");
        }
        if (holding.besieged()) {
            return Optional.of(name + " is besieged: no new builds begin there (SoW 4.6)");
        }
        return Optional.empty();
    }

    /** The chart's port of a name {@link #problem} passed. */
    static SeaPort port(StrategicMap map, String port) {
        return map.sea().orElseThrow().port(port).orElseThrow();
    }
}
