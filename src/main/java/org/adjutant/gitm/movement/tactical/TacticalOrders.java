package org.adjutant.gitm.movement.tactical;

import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.order.OffensiveAttitude;
import org.adjutant.gitm.order.OrderParser;
import org.adjutant.gitm.order.PhaseRange;
import org.adjutant.gitm.order.UnitOrder;

/**
 * The tactical sections of one unit's orders (GITM 6.4-6.6), read from the normal-form lines the turn runner froze.
 * Lines of other sections are ignored; a missing offensive posture counts as skirmish, the default of GITM 6.9.
 */
public record TacticalOrders(Optional<UnitOrder.TacticalMove> move, boolean noFort, Optional<PhaseRange> engage,
                             Optional<ReactionBox> support, Optional<ReactionBox> intercept,
                             OffensiveAttitude offensive) {
    public static final TacticalOrders NONE = new TacticalOrders(Optional.empty(), false, Optional.empty(),
            Optional.empty(), Optional.empty(), OffensiveAttitude.SKIRMISH);

    public static TacticalOrders fromLines(List<String> lines) {
        Optional<UnitOrder.TacticalMove> move = Optional.empty();
        boolean noFort = false;
        Optional<PhaseRange> engage = Optional.empty();
        Optional<ReactionBox> support = Optional.empty();
        Optional<ReactionBox> intercept = Optional.empty();
        OffensiveAttitude offensive = OffensiveAttitude.SKIRMISH;
        for (String line : lines) {
            Optional<UnitOrder> parsed = OrderParser.parseUnitOrder(line);
            if (parsed.isEmpty()) {
                continue;
            }
            UnitOrder o = parsed.get();
            if (o instanceof UnitOrder.TacticalMove m) {
                move = Optional.of(m);
            } else if (o instanceof UnitOrder.DoNotEnterFort) {
                noFort = true;
            } else if (o instanceof UnitOrder.Engage e) {
                engage = Optional.of(e.phases());
            } else if (o instanceof UnitOrder.Support s) {
                support = Optional.of(new ReactionBox(s.centre(), s.radius(), s.phases()));
            } else if (o instanceof UnitOrder.Intercept i) {
                intercept = Optional.of(new ReactionBox(i.centre(), i.radius(), i.phases()));
            } else if (o instanceof UnitOrder.Offensive off) {
                offensive = off.attitude();
            }
        }
        return new TacticalOrders(move, noFort, engage, support, intercept, offensive);
    }

    /** The same postures with no move, engage, support or intercept order (GITM 9.8: a routed unit's are cancelled). */
    public TacticalOrders withoutMoves() {
        return new TacticalOrders(Optional.empty(), noFort, Optional.empty(), Optional.empty(), Optional.empty(),
                offensive);
    }

    public boolean engagesIn(int phase) {
        return engage.map(r -> phase >= r.first() && phase <= r.last()).orElse(false);
    }
}
