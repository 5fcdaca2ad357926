package org.adjutant.gitm.supply;

import org.adjutant.gitm.sequence.SupplyLedger;
import java.util.List;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.Polity;

/**
 * End-of-turn step E5 (designed: docs/rules/gitm-10-supply.md section 11): each city's hinterland refills its stores
 * by {@value SupplyConstants#PRODUCTION_PER_LEVEL} a level a turn, half (rounded down) when a state of another nation
 * than the map's holds it (occupied, as SoW 2.3 halves its income), never above its natural stock (20 a level, 10
 * more for a port: the map's own stocking rule). A besieged city produces nothing (its countryside is the
 * besiegers'), nor one that changed hands this turn. Not on the deployment turn; on campaign, peace and truce turns.
 */
public final class CityProduction implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        Board board = turn.board();
        if (board.start().turn() == 0) {
            return;
        }
        List<City> cities = board.map().cities().toList();
        for (City c : cities) {
            CityHolding now = board.holding(c);
            if (now.besieged() || !now.state().equals(board.start().city(c).state())) {
                continue;
            }
            int natural = natural(c);
            int rate = rate(board, c, now.state());
            if (now.supplies() >= natural || rate <= 0) {
                continue;
            }
            int produced = Math.min(natural, now.supplies() + rate) - now.supplies();
            board.putHolding(c, now.withSupplies(now.supplies() + produced));
            SupplyTurn.of(turn).ledger().add(SupplyLedger.Flow.PRODUCED, produced);
        }
    }

    /** The natural stock: 20 a level, 10 more for a port (docs/map.md). */
    static int natural(City c) {
        return SupplyConstants.NATURAL_STOCK_PER_LEVEL * c.level() + (c.port() ? SupplyConstants.NATURAL_STOCK_PORT : 0);
    }

    /** A level a turn; half, rounded down, when the controller is of another nation than the city's ground. */
    static int rate(Board board, City c, String controller) {
        Polity holder = board.start().states().get(controller);
        Nation ground = board.square(c.square()).map(SquareInfo::nation).orElse(null);
        if (holder == null) {
            return 0;
        }
        int full = SupplyConstants.PRODUCTION_PER_LEVEL * c.level();
        return holder.nation() == ground ? full : full / 2;
    }
}
