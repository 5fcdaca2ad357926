package org.adjutant.gitm.economy;

import java.util.ArrayList;
import java.util.List;

/**
 * What one city earned its controller this turn, and why (SoW-2018 2.2-2.4; docs/rules/sow.md section 3).
 *
 * @param occupied held by a state other than its owner (the state the map gives it): half income
 * @param brigades hostile brigades counted against it, at most {@link Sinews#BRIGADE_CAP}
 * @param besieged besieged at the end of the turn: its taxes cannot get out, it earns nothing
 * @param blockaded a port shut by enemy warships (docs/rules/naval.md section 12): it earns the inland rate
 */
public record CityIncome(String city, String state, int level, boolean port, boolean occupied, int brigades,
                         boolean besieged, boolean blockaded, int amount) {
    /** The statement's words: "Saltillo (2), 1 hostile brigade near: 30 x 19/20". */
    public String label() {
        StringBuilder s = new StringBuilder(city).append(" (").append(level).append(port ? ", port)" : ")");
        if (besieged) {
            return s.append(", besieged: nothing").toString();
        }
        int full = (port && !blockaded ? Sinews.PORT_RATE : Sinews.INLAND_RATE) * level;
        List<String> factors = new ArrayList<>();
        if (blockaded) {
            s.append(", blockaded: ").append(full);
        }
        if (occupied) {
            factors.add("occupied: 1/" + Sinews.OCCUPIED_DIVISOR);
        }
        if (brigades > 0) {
            factors.add(brigades + " hostile brigade" + (brigades == 1 ? "" : "s") + " near: "
                    + (20 - brigades * Sinews.BRIGADE_REDUCTION_TWENTIETHS) + "/20");
        }
        if (!factors.isEmpty()) {
            s.append(", ").append(full).append(" x ").append(String.join(", ", factors));
        }
        return s.toString();
    }
}
