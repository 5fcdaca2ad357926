package org.adjutant.gitm.supply;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.map.sea.SeaPort;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.movement.Blockades;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.naval.Blockade;
import org.adjutant.gitm.naval.Navy;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Relation;

/**
 * The sea lanes of GITM 10.6 on the sea chart (docs/rules/gitm-10-supply.md section 10, docs/rules/naval.md section
 * 12): supplies go by sea from one port to another when the two ports open on the same or adjacent sea areas (any
 * areas joined by sea on peace and truce turns), neither is blockaded against the sender (naval {@link Blockade}), and
 * in those sea areas the warships of states hostile to the sender, raiding commerce, are no more than the sender's and
 * its allies' warships there, convoying it. On a map without a sea chart, {@link WaterBodies} stands in.
 */
public final class SeaSupply implements SeaLanes {
    private final SeaLanes withoutChart = new WaterBodies(Blockades.NONE);

    @Override
    public OptionalInt length(Board board, City from, City to, int limit) {
        Optional<SeaChart> chart = board.map().sea();
        if (chart.isEmpty()) {
            return withoutChart.length(board, from, to, limit);
        }
        if (!from.port() || !to.port()) {
            return OptionalInt.empty();
        }
        return lane(board.start(), board.start().navy(), chart.get(), from.name(), to.name(), from.state(),
                limit < Integer.MAX_VALUE);
    }

    /**
     * The lane between two ports (by port or city name) for supplies of {@code sender}: 0 on one sea area, 1 between
     * adjacent ones, the number of areas between them otherwise ({@code adjacentOnly} false: peace and truce turns);
     * empty when there is none.
     */
    public static OptionalInt lane(GitmState state, Navy navy, SeaChart chart, String from, String to, String sender,
                                   boolean adjacentOnly) {
        Optional<SeaPort> a = chart.ports().stream().filter(p -> p.serves(from)).findFirst();
        Optional<SeaPort> b = chart.ports().stream().filter(p -> p.serves(to)).findFirst();
        if (a.isEmpty() || b.isEmpty()) {
            return OptionalInt.empty();
        }
        if (Blockade.blockaded(state, navy, chart, a.get().name(), sender)
                || Blockade.blockaded(state, navy, chart, b.get().name(), sender)) {
            return OptionalInt.empty();
        }
        String areaA = a.get().area();
        String areaB = b.get().area();
        int length;
        if (areaA.equals(areaB)) {
            length = 0;
        } else if (chart.sameOrAdjacent(areaA, areaB)) {
            length = 1;
        } else if (adjacentOnly) {
            return OptionalInt.empty();
        } else {
            Optional<List<Station>> route = chart.route(new Station.Open(areaA), new Station.Open(areaB), List.of());
            if (route.isEmpty()) {
                return OptionalInt.empty();
            }
            length = route.get().size();
        }
        if (raided(state, navy, sender, areaA, areaB)) {
            return OptionalInt.empty();
        }
        return OptionalInt.of(length);
    }

    /** GITM 10.6: more hostile warships than friendly ones in the sea areas the supplies cross. */
    private static boolean raided(GitmState state, Navy navy, String sender, String areaA, String areaB) {
        int raiders = 0;
        int convoys = 0;
        for (Ship s : navy.ships().values()) {
            if (!s.isWarship() || !(s.station() instanceof Station.Open o)
                    || !(o.area().equals(areaA) || o.area().equals(areaB)) || state.state(s.state()).isEmpty()) {
                continue;
            }
            Relation r = s.state().equals(sender) ? Relation.ALLIED : state.relation(sender, s.state());
            if (r == Relation.HOSTILE) {
                raiders++;
            } else if (r == Relation.ALLIED) {
                convoys++;
            }
        }
        return raiders > convoys;
    }
}
