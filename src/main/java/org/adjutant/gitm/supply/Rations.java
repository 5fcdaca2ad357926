package org.adjutant.gitm.supply;

import org.adjutant.gitm.sequence.SupplyLedger;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;

/**
 * Steps S3-S6 of the supply phase (GITM 10.5, 10.7, 10.9; docs/rules/gitm-10-supply.md section 8.2): eating,
 * giving back, drawing to the ordered level, ammunition. Every supply eaten or requisitioned goes through the ledger;
 * draws and unloading only move supplies, and the phase record keeps who drew from which one source.
 */
final class Rations {
    private final Board board;
    private final Stores stores;
    private final EffectiveSources.Result sources;
    private final Function<UnitId, SupplyOrders> orders;
    private final SupplyTurn turn;
    private final SupplyPhaseRecord record;

    Rations(Board board, Stores stores, EffectiveSources.Result sources, Function<UnitId, SupplyOrders> orders,
            SupplyTurn turn, SupplyPhaseRecord record) {
        this.board = board;
        this.stores = stores;
        this.sources = sources;
        this.orders = orders;
        this.turn = turn;
        this.record = record;
    }

    /** S3, campaign turns only: carried, else from the source, else requisition, else unfed. Units in id order. */
    void consume(List<Unit> active) {
        for (Unit u : active) {
            Fed how;
            if (stores.carried(u.id()) > 0) {
                stores.carried(u.id(), stores.carried(u.id()) - 1);
                how = Fed.CARRIED;
            } else if (take(u, SupplyConstants.CONSUMPTION) == SupplyConstants.CONSUMPTION) {
                how = Fed.SOURCE;
            } else if (Requisition.possible(board, u)) {
                turn.ledger().add(SupplyLedger.Flow.REQUISITIONED, SupplyConstants.CONSUMPTION);
                how = Fed.REQUISITIONED;
            } else {
                how = Fed.UNFED;
            }
            if (how != Fed.UNFED) {
                turn.ledger().add(SupplyLedger.Flow.CONSUMED, SupplyConstants.CONSUMPTION);
            }
            turn.fed(u.id(), how);
        }
    }

    /**
     * S4: a unit whose ordered level is below what it carries gives the rest back to its source, unless it has none
     * (out of supply) or an enemy stands in its strategic square (10.7). A corps HQ source takes it into its wagons up
     * to 12 and passes the rest to its city; what has nowhere to go stays with the unit.
     */
    void unload(List<Unit> active) {
        for (Unit u : active) {
            Optional<SourceCandidate> s = sources.of(u.id());
            int carried = stores.carried(u.id());
            int level = level(u).orElse(carried);
            if (level >= carried || s.isEmpty() || enemyIn(u)) {
                continue;
            }
            int give = carried - level;
            int left = give;
            if (s.get().city().isPresent()) {
                City c = s.get().city().get();
                stores.stock(c, stores.stock(c) + left);
                left = 0;
            } else {
                UnitId q = s.get().corps().get();
                int room = UnitType.CQ.maxSuppliesCarried() - stores.carried(q);
                int wagons = Math.min(room, left);
                stores.carried(q, stores.carried(q) + wagons);
                left -= wagons;
                Optional<City> city = corpsCity(q);
                if (left > 0 && city.isPresent()) {
                    stores.stock(city.get(), stores.stock(city.get()) + left);
                    left = 0;
                }
            }
            stores.carried(u.id(), carried - (give - left));
            record.entry(u.id()).unloaded += give - left;
        }
    }

    /** S5: units below their ordered level draw up to it: every other unit first, then the corps HQs (their wagons). */
    void draw(List<Unit> active) {
        for (boolean corpsTurn : new boolean[] {false, true}) {
            for (Unit u : active) {
                if ((u.type() == UnitType.CQ) != corpsTurn) {
                    continue;
                }
                int carried = stores.carried(u.id());
                int level = level(u).orElse(carried);
                if (level > carried) {
                    stores.carried(u.id(), carried + take(u, level - carried));
                }
            }
        }
    }

    /** S6: every unit that drew gets full ammunition (10.9); eating carried or requisitioned supply refills none. */
    void refill(List<Unit> active) {
        for (Unit u : active) {
            if (turn.hasDrawn(u.id())) {
                stores.refillAmmunition(u.id());
            }
        }
    }

    /**
     * Takes up to {@code n} supplies for {@code u} from its source, one source only (section 8.1): a city's stock; a
     * corps HQ's city while the corps HQ has one and it has stock, then the corps HQ's wagons.
     */
    private int take(Unit u, int n) {
        Optional<SourceCandidate> s = sources.of(u.id());
        if (s.isEmpty() || n <= 0) {
            return 0;
        }
        int got = 0;
        SupplyPhaseRecord.Entry e = record.entry(u.id());
        if (s.get().city().isPresent()) {
            City c = s.get().city().get();
            got = Math.min(n, stores.stock(c));
            stores.stock(c, stores.stock(c) - got);
        } else {
            UnitId q = s.get().corps().get();
            Optional<City> city = corpsCity(q);
            if (city.isPresent()) {
                int fromCity = Math.min(n, stores.stock(city.get()));
                stores.stock(city.get(), stores.stock(city.get()) - fromCity);
                got += fromCity;
                if (fromCity > 0) {
                    e.viaCity = city.get().name();
                }
            }
            int fromWagons = Math.min(n - got, stores.carried(q));
            stores.carried(q, stores.carried(q) - fromWagons);
            got += fromWagons;
            e.fromWagons |= fromWagons > 0;
        }
        if (got > 0) {
            e.drawn += got;
            turn.drew(u.id());
        }
        return got;
    }

    /** The city a corps HQ passes supplies on from: its effective city source, unless it was ordered NONE. */
    private Optional<City> corpsCity(UnitId q) {
        if (sources.none().contains(q)) {
            return Optional.empty();
        }
        return sources.of(q).flatMap(SourceCandidate::city);
    }

    private java.util.OptionalInt level(Unit u) {
        java.util.OptionalInt l = orders.apply(u.id()).level();
        return l.isEmpty() ? l : java.util.OptionalInt.of(Math.min(l.getAsInt(), u.type().maxSuppliesCarried()));
    }

    private boolean enemyIn(Unit u) {
        for (Unit o : board.unitsIn(u.location().strategic())) {
            if (o.isActive() && board.relation(u, o) == Relation.HOSTILE) {
                return true;
            }
        }
        return false;
    }
}
