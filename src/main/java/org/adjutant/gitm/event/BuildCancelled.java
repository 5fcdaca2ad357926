package org.adjutant.gitm.event;

import java.util.Locale;
import org.adjutant.gitm.economy.Officers;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * Units paid for in the Orders phase that were not formed at the end of the turn (docs/rules/sow.md sections 8.9,
 * 8.10): the city fell (SoW 4.10: the money is lost, the men go home) or no tactical square of its strategic square
 * had room (SoW 4.6: nothing was formed, so the money and the men come back). The state's officers learn of it.
 */
public record BuildCancelled(Phase when, String state, String order, String city, Reason reason, int units,
                             int refunded, int menBack) implements GitmEvent {
    /** Why the units were not formed. */
    public enum Reason { CITY_CAPTURED, NO_ROOM }

    @Override
    public Visibility visibility() {
        return Officers.of(state);
    }

    @Override
    public String kind() {
        return "build-cancelled";
    }

    @Override
    public String describe() {
        String what = units == 1 ? "1 unit" : units + " units";
        return switch (reason) {
            case CITY_CAPTURED -> String.format(Locale.ROOT, "%s of %s's order %s were not raised: %s was captured"
                    + " during the turn. The money is lost; %,d men go back to their pool (SoW 4.10).", what, state,
                    order, city, menBack);
            case NO_ROOM -> String.format(Locale.ROOT, "%s of %s's order %s could not be formed: no tactical square"
                    + " of %s's square had room. %,d Cr and %,d men are given back (SoW 4.6).", what, state, order,
                    city, refunded, menBack);
        };
    }
}
