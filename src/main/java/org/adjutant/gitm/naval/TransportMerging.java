package org.adjutant.gitm.naval;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.event.TransportsMerged;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.order.OrderParser;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GitmState;

/**
 * Step O4b of the Orders phase (PATE-MD merge; docs/rules/naval.md section 6), after the land units' merges: every
 * {@code MERGE <group> INTO <group>} of transport groups, office blocks in the order they arrived and each block's lines
 * as written. The office that gave it was judged when the mail arrived (docs/architecture.md: roles are judged at
 * arrival); here the groups are judged again on the ships the orders before left: both still in the game, of one
 * state, at the same station. The first leaves the game; the second takes its capacity, supplies, crew and Marines.
 */
public final class TransportMerging implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        Fleet fleet = Fleet.of(turn);
        for (Map.Entry<String, List<String>> block : turn.officeOrders().entrySet()) {
            for (String line : block.getValue()) {
                Optional<OfficeOrder> order = OrderParser.parseOfficeOrder(line);
                if (order.isPresent() && order.get() instanceof OfficeOrder.MergeTransports m) {
                    merge(phase, turn, fleet, m);
                }
            }
        }
    }

    private static void merge(Phase phase, TurnContext turn, Fleet fleet, OfficeOrder.MergeTransports order) {
        GitmState start = turn.board().start();
        Optional<Ship> group = fleet.navy().ship(order.group());
        Optional<Ship> into = fleet.navy().ship(order.into());
        String state = start.navy().ship(order.group()).map(Ship::state).orElse("");
        Optional<String> problem = missing(start, order.group(), group)
                .or(() -> missing(start, order.into(), into))
                .or(() -> together(group.orElseThrow(), into.orElseThrow()));
        var officers = Admiralty.observers(state);
        if (problem.isPresent()) {
            turn.events().add(new OrderNotCarriedOut(phase, state, "the Naval Minister", order.normalForm(),
                    problem.get(), officers));
            return;
        }
        Ship gone = group.orElseThrow();
        Ship kept = into.orElseThrow();
        Ship merged = kept.withCargo(kept.capacity() + gone.capacity(), kept.supplies() + gone.supplies())
                .withMen(kept.crew() + gone.crew(), kept.marines() + gone.marines());
        // the units aboard the group merged away sail on in the group that takes its room (naval.md section 9)
        for (var unit : fleet.navy().passengers(gone.id())) {
            fleet.embark(unit, kept.id());
        }
        fleet.remove(gone.id());
        fleet.put(merged);
        turn.events().add(new TransportsMerged(phase, gone.id(), kept.id(), merged.capacity(), merged.supplies(),
                officers));
    }

    private static Optional<String> missing(GitmState start, String id, Optional<Ship> now) {
        if (now.isPresent()) {
            return Optional.empty();
        }
        return Optional.of(id + (start.navy().ship(id).isPresent() ? " left the game earlier in the Orders phase"
                : " is no longer in the game"));
    }

    /** PATE-MD merge: of one state, at one station. */
    static Optional<String> together(Ship group, Ship into) {
        if (!group.state().equals(into.state())) {
            return Optional.of(group.id() + " and " + into.id() + " belong to different states: transport groups"
                    + " merge only with their own state's (PATE-MD merge)");
        }
        if (!group.station().equals(into.station())) {
            return Optional.of(group.id() + " and " + into.id() + " do not lie together: transport groups merge only"
                    + " at the same place, a harbour's with a harbour's (PATE-MD merge)");
        }
        return Optional.empty();
    }
}
