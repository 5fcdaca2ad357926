package org.adjutant.gitm.forces;

import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.economy.LedgerLine;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.HeldOwnCities;
import org.adjutant.gitm.state.Polity;

/**
 * The funds one block of orders sees when it arrives (docs/rules/sow.md section 18.2): the position at the start of
 * the coming turn, less what is counted into it -- the state's other officers' queued blocks first (section 18.4),
 * then the block's own RAISE orders above. The Orders phase judges every order again against what really is left.
 */
public final class ArrivalFunds implements BuildFunds {
    private final GitmState start;
    private final StrategicMap map;
    private final Map<String, Integer> spent = new TreeMap<>();
    private final Map<String, Integer> drawnMen = new TreeMap<>();
    private final Map<String, Integer> militiaDrawn = new TreeMap<>();
    private final Map<String, Integer> raised = new TreeMap<>();
    private final Map<String, Map<LedgerLine.Kind, Integer>> spentByKind = new TreeMap<>();

    public ArrivalFunds(GitmState start, StrategicMap map) {
        this.start = start;
        this.map = map;
    }

    private Polity polity(String state) {
        return start.state(state).orElseThrow(() -> new IllegalArgumentException("no state " + state));
    }

    @Override
    public int opening(String state) {
        return polity(state).treasury();
    }

    @Override
    public int treasury(String state) {
        return opening(state) - spent.getOrDefault(state, 0);
    }

    @Override
    public int pool(String state) {
        Polity p = polity(state);
        return p.manpower().poolOr(HeldOwnCities.openingPool(map, start.cities(), p)) - drawnMen.getOrDefault(state, 0);
    }

    @Override
    public boolean drawn(String state) {
        return drawnMen.getOrDefault(state, 0) > 0;
    }

    @Override
    public int militia(City onMap) {
        CityHolding h = start.cities().get(onMap.name());
        int pool = h == null ? CityHolding.militiaCap(onMap.level()) : h.militiaPool(onMap.level());
        return pool - militiaDrawn.getOrDefault(onMap.name(), 0);
    }

    @Override
    public int raisedAt(City onMap) {
        return raised.getOrDefault(onMap.name(), 0);
    }

    @Override
    public void spend(String state, LedgerLine.Kind kind, String label, int crowns) {
        spent.merge(state, crowns, Integer::sum);
        spentByKind.computeIfAbsent(state, k -> new java.util.EnumMap<>(LedgerLine.Kind.class))
                .merge(kind, crowns, Integer::sum);
    }

    /** What the orders counted so far spend from {@code state}'s treasury, by the ledger's kind (units, reinforcements). */
    public Map<LedgerLine.Kind, Integer> spent(String state) {
        return Map.copyOf(spentByKind.getOrDefault(state, Map.of()));
    }

    @Override
    public void draw(String state, int men) {
        drawnMen.merge(state, men, Integer::sum);
    }

    @Override
    public void drawMilitia(City onMap, int men) {
        militiaDrawn.merge(onMap.name(), men, Integer::sum);
    }

    @Override
    public void raise(City onMap, int units) {
        raised.merge(onMap.name(), units, Integer::sum);
    }
}
