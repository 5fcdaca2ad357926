package org.adjutant.gitm.naval;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitOrders;

/** The ships' tests' way to the ruleset: an office block checked at arrival, a turn played, its events picked out. */
public final class NavalTurns {
    private static final GitmRuleset RULESET = new GitmRuleset(id -> Optional.empty());

    private NavalTurns() {
    }

    /** A PLAYER block from the holder of {@code office}, checked as the mail arrives. */
    static BlockVerdict check(GitmState s, String office, String... lines) {
        List<Line> body = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            body.add(new Line(i + 1, lines[i]));
        }
        return RULESET.checkOffice(s, Set.of(office), Set.of(), body);
    }

    /** The turn with the whole ruleset, every unit without orders, the offices' blocks as given. */
    static TurnOutcome turn(GitmState s, Map<String, List<String>> officeOrders) {
        return RULESET.resolve(s, s.turn(), noOrders(s), officeOrders, SeededDice.forTurn(1846, s.turn()));
    }

    /** An empty submitted block for every unit. */
    public static Map<String, UnitOrders> noOrders(GitmState s) {
        Map<String, UnitOrders> orders = new HashMap<>();
        for (Unit u : s.units()) {
            String id = u.id().toString();
            orders.put(id, new UnitOrders(id, UnitOrders.Source.SUBMITTED, List.of()));
        }
        return orders;
    }

    public static <T extends GitmEvent> List<T> events(TurnOutcome o, Class<T> kind) {
        List<T> found = new ArrayList<>();
        for (TurnEvent e : o.events()) {
            if (kind.isInstance(e)) {
                found.add(kind.cast(e));
            }
        }
        return found;
    }
}
