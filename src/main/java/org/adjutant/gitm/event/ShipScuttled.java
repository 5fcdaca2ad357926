package org.adjutant.gitm.event;

import java.util.Objects;
import org.adjutant.gitm.naval.ShipId;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * A ship scuttled by her state (SoW 4.16; docs/rules/naval.md section 5): she left the game in the Orders phase; her
 * crew and Marines go home to the manpower pool at the end of the next campaign; the supplies in her holds were lost.
 * Seen by her state's officers.
 *
 * @param by       who gave the order, in words: "the War Minister"
 * @param where    where she lay, in words
 * @param men      her crew and Marines, who go home
 * @param supplies the supplies lost with her
 */
public record ShipScuttled(Phase when, ShipId ship, String name, String state, String by, String where, int men,
                           int supplies, Visibility visibility) implements GitmEvent {
    public ShipScuttled {
        Objects.requireNonNull(ship);
        Objects.requireNonNull(by);
    }

    @Override
    public String kind() {
        return "ship-scuttled";
    }

    @Override
    public String describe() {
        String lost = supplies > 0 ? "; " + supplies + " supplies in her holds were lost" : "";
        return ship + " " + name + " was scuttled in " + where + " by order of " + by + ": " + men
                + " seamen and Marines go home at the end of the next campaign" + lost + ".";
    }
}
