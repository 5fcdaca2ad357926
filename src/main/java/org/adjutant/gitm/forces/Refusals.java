package org.adjutant.gitm.forces;

import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/** Who learns of the Orders phase's forces events, and the event for an order not carried out. */
final class Refusals {
    private Refusals() {
    }

    /** The units' commanders and deputies, and the War Minister of {@code state} (GITM 3.4). */
    static Visibility seenBy(String state, UnitId... units) {
        Set<String> observers = new TreeSet<>();
        for (UnitId u : units) {
            observers.add(u.toString());
        }
        if (!state.isEmpty()) {
            observers.add(GitmState.ministerOffice(state));
        }
        return Visibility.units(observers);
    }

    /**
     * Tells the giver of an order, the units it names and their War Minister why it was not carried out; the state is
     * that of the first unit named that stood on the board at the start of the turn, else the office's own.
     */
    static void notCarriedOut(TurnContext turn, Phase phase, ForceOrders.Given given, String reason,
                              UnitId... units) {
        GitmState start = turn.board().start();
        String state = "";
        for (UnitId u : units) {
            Optional<Unit> known = start.unit(u);
            if (known.isPresent()) {
                state = known.get().state();
                break;
            }
        }
        if (state.isEmpty() && given.role().isPresent()) {
            state = start.states().values().stream().filter(p -> p.minister().equals(given.role().get()))
                    .map(Polity::id).findFirst().orElse("");
        }
        turn.events().add(new OrderNotCarriedOut(phase, state, given.words(), given.order(), reason,
                seenBy(state, units)));
    }
}
