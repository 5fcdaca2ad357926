package org.adjutant.gitm.event;

import java.util.List;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * A city came under siege at the end of a movement phase (GITM 10.3; judged as docs/rules/gitm-10-supply.md section
 * 5.1-5.2 designs it): from now on no supplies pass its walls and its garrison may not march away.
 *
 * @param holder    the state holding the city
 * @param besiegers the hostile states with combat units next to the city square, by id
 */
public record SiegeBegun(Phase when, String city, StrategicSquare square, TacticalSquare at, String holder,
                         List<String> besiegers, Visibility visibility) implements GitmEvent {
    public SiegeBegun {
        besiegers = List.copyOf(besiegers);
    }

    @Override
    public String kind() {
        return "siege-begun";
    }

    @Override
    public String describe() {
        return holder + "'s " + city + " (" + square + ", " + at + ") is besieged by " + String.join(" and ", besiegers)
                + ".";
    }
}
