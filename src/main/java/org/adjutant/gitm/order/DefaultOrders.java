package org.adjutant.gitm.order;

import java.util.ArrayList;
import java.util.List;
import org.adjutant.gitm.map.TacticalSquare;

/**
 * The orders a unit carries out when nobody sent any (GITM 6.9), and the postures and line filled in when a sent
 * block leaves those sections empty.
 */
public final class DefaultOrders {
    /** Default support reaches allies fighting within this many tactical squares of the start position (GITM 6.9). */
    public static final int SUPPORT_RADIUS = 2;

    private DefaultOrders() {
    }

    /**
     * GITM 6.9: no movement; skirmish on attack and defence (militia attack and defend); the front line; support
     * within 2 tactical squares of where the unit starts the turn; carry one supply.
     */
    public static List<UnitOrder> forUnit(Branch branch, TacticalSquare start) {
        return List.of(
                offensive(branch),
                defensive(branch),
                new UnitOrder.TakeLine(BattleLine.FIRST),
                new UnitOrder.Support(start, SUPPORT_RADIUS, PhaseRange.ALL),
                new UnitOrder.SupplyLevel(1));
    }

    /**
     * As {@link #forUnit(Branch, TacticalSquare)}; a unit off the map supports around the centre square. A corps HQ's
     * supply level is {@link #corpsLevel}: it eats one and draws one back.
     */
    public static List<UnitOrder> forUnit(UnitView unit) {
        TacticalSquare start = unit.location() instanceof UnitLocation.OnMap here ? here.tactical()
                : TacticalSquare.centre();
        List<UnitOrder> orders = forUnit(unit.branch(), start);
        if (!unit.isCorpsHq()) {
            return orders;
        }
        List<UnitOrder> cq = new ArrayList<>(orders.subList(0, orders.size() - 1));
        cq.add(new UnitOrder.SupplyLevel(corpsLevel(unit.supplies())));
        return List.copyOf(cq);
    }

    /**
     * A corps HQ without orders keeps its wagons as they are, at least one (GITM 6.9 "draw one unit of supply", read
     * for a train: docs/rules/gitm-10-supply.md section 8.4): level 1 would throw eleven wagons back into a city, 12
     * would strip a city to fill them.
     */
    public static int corpsLevel(int carried) {
        return Math.max(1, carried);
    }

    /** The default orders' normal form, one line each. */
    public static List<String> normalForm(UnitView unit) {
        return forUnit(unit).stream().map(GitmOrder::normalForm).toList();
    }

    /**
     * A sent block with the combat sections it left empty filled from the defaults: the offensive and defensive
     * postures and the battle line, which a unit must have in any battle. Movement, reactions and supply are not
     * filled: leaving them out means "none" (supply: keep what is carried, GITM 10.7). On a turn without battles (the
     * deployment turn, peace and truce turns) nothing is filled: those orders would do nothing there.
     */
    public static List<UnitOrder> complete(List<UnitOrder> sent, Branch branch, TurnKind turn) {
        if (!CarriedOut.hasBattles(turn)) {
            return List.copyOf(sent);
        }
        boolean offensive = false;
        boolean defensive = false;
        boolean line = false;
        for (UnitOrder o : sent) {
            offensive |= o instanceof UnitOrder.Offensive;
            defensive |= o instanceof UnitOrder.Defensive;
            line |= o instanceof UnitOrder.TakeLine;
        }
        List<UnitOrder> result = new ArrayList<>(sent.size() + 3);
        result.addAll(sent);
        if (!offensive) {
            result.add(offensive(branch));
        }
        if (!defensive) {
            result.add(defensive(branch));
        }
        if (!line) {
            result.add(new UnitOrder.TakeLine(BattleLine.FIRST));
        }
        return List.copyOf(result);
    }

    private static UnitOrder offensive(Branch branch) {
        return new UnitOrder.Offensive(branch.isMilitia() ? OffensiveAttitude.ATTACK : OffensiveAttitude.SKIRMISH);
    }

    private static UnitOrder defensive(Branch branch) {
        return new UnitOrder.Defensive(branch.isMilitia() ? DefensiveAttitude.DEFEND : DefensiveAttitude.SKIRMISH);
    }
}
