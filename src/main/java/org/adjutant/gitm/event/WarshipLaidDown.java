package org.adjutant.gitm.event;

import java.util.Locale;
import org.adjutant.gitm.economy.Officers;
import org.adjutant.gitm.naval.ShipId;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * A warship paid for in the Orders phase is laid down in her port's dockyard at the end of the turn (SoW 4.4, 4.8;
 * docs/rules/naval.md section 13.4). The state's officers learn of it; nobody else.
 *
 * @param cost      what the state paid
 * @param turnsLeft turns of building still to come after this one
 */
public record WarshipLaidDown(Phase when, ShipId ship, String name, String state, String port, int cost,
                              int turnsLeft, int crew, int marines) implements GitmEvent {
    @Override
    public Visibility visibility() {
        return Officers.of(state);
    }

    @Override
    public String kind() {
        return "warship-laid-down";
    }

    @Override
    public String describe() {
        String when = turnsLeft == 0 ? "Her building is done this turn, a peace or truce turn (SoW 4.5)."
                : String.format(Locale.ROOT, "She is launched after %d more %s of building, fewer if a peace or truce"
                        + " turn comes (SoW 4.8).", turnsLeft, turnsLeft == 1 ? "turn" : "turns");
        return String.format(Locale.ROOT, "%s laid down %s %s, a %s, at %s for %,d Cr; %d crew and %d Marines"
                + " stand by her. %s", state, ship, name, ship.type().words(), port, cost, crew, marines, when);
    }
}
