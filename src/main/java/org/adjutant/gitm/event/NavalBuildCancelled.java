package org.adjutant.gitm.event;

import java.util.Locale;
import org.adjutant.gitm.economy.Officers;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * A naval build lost at the end of a turn (SoW 4.10; docs/rules/naval.md section 13.5): the port was captured, or a
 * hostile warship lay in its harbour with nothing there to drive her off. The money is lost; the men enlisted go back
 * to the pool. The building state's officers learn of it.
 *
 * @param what   the ship on the stocks ("US9SL Germantown, a sloop of war") or the order that was to raise her
 * @param menBack the crew and Marines enlisted for her, back in the state's pool
 */
public record NavalBuildCancelled(Phase when, String state, String what, String port, Reason reason, String by,
                                  int lost, int menBack) implements GitmEvent {
    /** Why the build was lost; {@code by} names the raider for {@link #HOSTILE_WARSHIP}. */
    public enum Reason { PORT_CAPTURED, HOSTILE_WARSHIP }

    @Override
    public Visibility visibility() {
        return Officers.of(state);
    }

    @Override
    public String kind() {
        return "naval-build-cancelled";
    }

    @Override
    public String describe() {
        String cause = switch (reason) {
            case PORT_CAPTURED -> port + " was captured during the turn";
            case HOSTILE_WARSHIP -> by + " lay in " + port + " harbour at the end of the turn with no ship there to"
                    + " oppose her";
        };
        return String.format(Locale.ROOT, "%s's build of %s at %s is lost: %s. The %,d Cr spent on it are lost%s"
                + " (SoW 4.10).", state, what, port, cause, lost,
                menBack > 0 ? String.format(Locale.ROOT, "; %,d men go back to the pool", menBack) : "");
    }
}
