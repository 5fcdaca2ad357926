package org.adjutant.gitm.combat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.gitm.event.BattleFought;
import org.adjutant.gitm.event.BattleSide;
import org.adjutant.gitm.sequence.FoughtBattle;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * GITM 9.1, 3.7, 7.5: the battle as it ended, for the players ({@link BattleFought}: everyone in the strategic square
 * and every unit that fought sees it) and for the rest of the turn ({@link FoughtBattle}: battle morale at the end of
 * the turn, next turn's withdrawals).
 */
final class BattleRecorded implements BattleStep {
    @Override
    public Order order() {
        return Order.RECORDED;
    }

    @Override
    public void run(Battle b) {
        Map<Side, List<UnitId>> sides = new EnumMap<>(Side.class);
        Map<Side, Integer> lost = new EnumMap<>(Side.class);
        Map<Side, Integer> driven = new EnumMap<>(Side.class);
        Set<String> seen = new TreeSet<>(b.seenBy().observers());
        SortedMap<UnitId, BattleFought.Station> stations = new TreeMap<>();
        for (Side side : Side.values()) {
            sides.put(side, new ArrayList<>());
            lost.put(side, 0);
            driven.put(side, 0);
        }
        for (Fighter f : b.fighters()) {
            if (!f.foughtFromTheStart) {
                continue;
            }
            sides.get(f.side).add(f.id);
            seen.add(f.id.toString());
            if (!f.headquarters) {
                stations.put(f.id, f.inSquare ? BattleFought.Station.SQUARE : switch (f.line) {
                    case FIRST -> BattleFought.Station.FIRST_LINE;
                    case SECOND -> BattleFought.Station.SECOND_LINE;
                    case REAR -> BattleFought.Station.REAR;
                });
            }
            int now = b.board().has(f.id) ? b.unit(f).men() : 0;
            lost.merge(f.side, f.menAtPhaseStart - now, Integer::sum);
            if (f.left && !f.headquarters) {
                driven.merge(f.side, f.menAtPhaseStart, Integer::sum);
            }
        }
        boolean attackersHold = b.holds(Side.ATTACKERS);
        boolean defendersHold = b.holds(Side.DEFENDERS);
        BattleSide holder = attackersHold == defendersHold ? BattleSide.NEITHER
                : attackersHold ? BattleSide.ATTACKERS : BattleSide.DEFENDERS;
        b.field().events().add(new BattleFought(b.field().phase(), b.square(), b.at(), sides.get(Side.ATTACKERS),
                sides.get(Side.DEFENDERS), b.defending.map(Side::event).orElse(BattleSide.NEITHER), b.length,
                b.odds, b.winner.map(Side::event).orElse(BattleSide.NEITHER), holder, lost.get(Side.ATTACKERS),
                lost.get(Side.DEFENDERS), stations, Visibility.units(seen)));
        b.field().turn().battleFought(new FoughtBattle(b.field().phase(), b.square(), b.at(),
                sides.get(Side.ATTACKERS), sides.get(Side.DEFENDERS), lost.get(Side.ATTACKERS),
                lost.get(Side.DEFENDERS), driven.get(Side.ATTACKERS), driven.get(Side.DEFENDERS), holder));
    }
}
