package org.adjutant.gitm.supply;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;

/**
 * The supply phase's working table (docs/rules/gitm-10-supply.md section 8.2): units' carried supplies and cities'
 * stocks as the phase moves them, written to the board once at its end, one put per changed unit or city.
 */
final class Stores {
    private final Board board;
    private final Map<UnitId, Integer> carried = new TreeMap<>();
    private final Map<String, Integer> stock = new TreeMap<>();
    private final Map<String, City> cities = new TreeMap<>();
    private final Set<UnitId> refill = new TreeSet<>();

    Stores(Board board) {
        this.board = board;
    }

    int carried(UnitId unit) {
        Integer n = carried.get(unit);
        return n != null ? n : board.unit(unit).supplies();
    }

    void carried(UnitId unit, int value) {
        carried.put(unit, value);
    }

    int stock(City city) {
        Integer n = stock.get(city.name());
        return n != null ? n : board.holding(city).supplies();
    }

    void stock(City city, int value) {
        cities.put(city.name(), city);
        stock.put(city.name(), value);
    }

    /** GITM 10.9: the unit drew, so its ammunition is made full when the table is written. */
    void refillAmmunition(UnitId unit) {
        refill.add(unit);
    }

    /** Writes every change to the board. */
    void write() {
        Set<UnitId> changed = new TreeSet<>(carried.keySet());
        changed.addAll(refill);
        for (UnitId id : changed) {
            Unit u = board.unit(id);
            Unit.Builder b = u.toBuilder().supplies(carried(id));
            if (refill.contains(id)) {
                b.ammunition(SupplyConstants.AMMUNITION_FULL);
            }
            Unit after = b.build();
            if (!after.equals(u)) {
                board.put(after);
            }
        }
        stock.forEach((name, n) -> {
            City c = cities.get(name);
            if (board.holding(c).supplies() != n) {
                board.putHolding(c, board.holding(c).withSupplies(n));
            }
        });
    }
}
