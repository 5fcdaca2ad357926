package org.adjutant.gitm.event;

import java.util.Objects;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * A unit was disbanded in the Orders phase (SoW 4.15): it left the game with its batteries and the supplies it
 * carried; its men went home as {@code release} says, its wounded and prisoners come back at the campaign's end
 * (GITM 9.13). Seen by the unit's commander and deputy and its state's War Minister.
 *
 * @param state     the unit's state
 * @param by        who gave the order, in words: "the War Minister"
 * @param returning the unit's wounded and prisoners, who rejoin the pool at the end of this campaign
 */
public record UnitDisbanded(Phase when, UnitId unit, String state, StrategicSquare square, String by,
                            Release release, int batteriesLost, int suppliesLost, int returning,
                            Visibility visibility) implements GitmEvent {
    public UnitDisbanded {
        Objects.requireNonNull(release);
        Objects.requireNonNull(by);
    }

    @Override
    public String kind() {
        return "unit-disbanded";
    }

    @Override
    public String describe() {
        StringBuilder s = new StringBuilder(unit + " was disbanded in " + square + " on the order of " + by
                + " (SoW 4.15)");
        String men = release.words(state);
        if (!men.isEmpty()) {
            s.append(": ").append(men);
        }
        if (batteriesLost > 0 || suppliesLost > 0) {
            s.append("; ").append(lostWords(batteriesLost, suppliesLost)).append(" lost");
        }
        if (returning > 0) {
            s.append(String.format("; its %,d wounded and prisoners rejoin at the end of the campaign", returning));
        }
        return s.append('.').toString();
    }

    private static String lostWords(int batteries, int supplies) {
        String b = batteries == 0 ? "" : batteries + (batteries == 1 ? " battery" : " batteries");
        String p = supplies == 0 ? "" : supplies + (supplies == 1 ? " supply" : " supplies");
        return b.isEmpty() ? p + " carried" : p.isEmpty() ? b : b + " and " + p + " carried";
    }
}
