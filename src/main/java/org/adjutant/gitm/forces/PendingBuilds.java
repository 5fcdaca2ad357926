package org.adjutant.gitm.forces;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.sequence.PositionSettlement;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;

/**
 * The turn's builds (docs/rules/sow.md sections 8.2, 22): paid for in the Orders phase (O9), formed or cancelled at
 * the end of the turn (E1). The board cannot take units that were not there when the turn began, so the units formed
 * join the next position here ({@link #settle}); they pay upkeep from the next turn on, as section 8.2 says.
 */
final class PendingBuilds implements PositionSettlement {
    /**
     * One RAISE order carried out: {@code unitCost} crowns paid for each of its units; {@code rising} when it is a
     * successful rising (section 9), whose own capture of the city does not cancel it.
     */
    record Build(String state, OfficeOrder.Raise order, City city, int unitCost, boolean rising) {
        Build(String state, OfficeOrder.Raise order, City city, int unitCost) {
            this(state, order, city, unitCost, false);
        }
    }

    private final List<Build> builds = new ArrayList<>();
    private final Map<String, Integer> raisedAt = new TreeMap<>();
    private final List<Unit> formed = new ArrayList<>();

    static PendingBuilds of(TurnContext turn) {
        return turn.attachment(PendingBuilds.class, PendingBuilds::new);
    }

    void add(Build b) {
        builds.add(b);
    }

    List<Build> builds() {
        return List.copyOf(builds);
    }

    int raisedAt(City city) {
        return raisedAt.getOrDefault(city.name(), 0);
    }

    void raise(City city, int units) {
        raisedAt.merge(city.name(), units, Integer::sum);
    }

    void formed(Unit u) {
        formed.add(u);
    }

    List<Unit> formed() {
        return List.copyOf(formed);
    }

    @Override
    public GitmState settle(GitmState next) {
        return formed.isEmpty() ? next : next.withUnits(formed);
    }
}
