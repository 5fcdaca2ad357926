package org.adjutant.gitm.combat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.tactical.TacticalMap;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;

/**
 * GITM 9.8 (docs/rules/gitm-9-combat.md, section 10.2): a side has a flank anchored for each neighbouring square that
 * is impassable or holds its own or actively allied combat troops (across the map's edge, on the next strategic
 * square's map; off the theatre counts as impassable); both when two such squares lie in directions that are not
 * next to each other and its front is three-quarters full. In a fort battle, or with units in square (GITM 9.5),
 * its flanks cannot be turned.
 */
final class FlanksJudged implements BattleStep {
    private final Segment segment;

    FlanksJudged(Segment segment) {
        this.segment = segment;
    }

    @Override
    public Order order() {
        return segment == Segment.FIRE ? Order.FLANKS : Order.MELEE_FLANKS;
    }

    @Override
    public void run(Battle b) {
        boolean fortBattle = b.fortBattle();
        for (Side side : Side.values()) {
            List<Fighter> units = b.fighting(side);
            if (units.isEmpty()) {
                continue;
            }
            if (fortBattle || units.stream().anyMatch(f -> f.inSquare)) {
                b.flanks.put(side, Flanks.BOTH_ANCHORED);
                continue;
            }
            Unit one = b.unit(units.get(0));
            List<Direction> anchors = new ArrayList<>();
            for (Direction d : Direction.values()) {
                if (anchors(b, one, d)) {
                    anchors.add(d);
                }
            }
            double front = 0;
            for (Fighter f : units) {
                front += Parts.of(b.unit(f), b.field().tuning()).spaces() * f.allocation.front();
            }
            // a line shortened to face a short enemy line (section 26.12) is judged full against its own length
            b.flanks.put(side, judge(anchors, front, b.lineLength.getOrDefault(side, (double) b.length)));
        }
    }

    /** Both anchored, one exposed or both exposed, from the anchoring directions and the front's fill. */
    static Flanks judge(List<Direction> anchors, double frontSpaces, double length) {
        if (anchors.isEmpty()) {
            return Flanks.BOTH_EXPOSED;
        }
        boolean full = frontSpaces >= CombatConstants.FRONT_FULL * length - 1e-6;
        if (full) {
            for (Direction a : anchors) {
                for (Direction c : anchors) {
                    if (c != a && c != a.clockwise() && c != a.counterClockwise()) {
                        return Flanks.BOTH_ANCHORED;
                    }
                }
            }
        }
        return Flanks.ONE_EXPOSED;
    }

    /** Whether the square beside the battle towards {@code d} anchors the side of {@code one}. */
    private static boolean anchors(Battle b, Unit one, Direction d) {
        TacticalSquare at = b.at();
        int col = at.col() + d.dx();
        int row = at.row() + d.dy();
        StrategicSquare square = b.square();
        if (!TacticalSquare.onMap(col, row)) {
            int sdx = col < 0 ? -1 : col >= TacticalSquare.SIZE ? 1 : 0;
            int sdy = row < 0 ? -1 : row >= TacticalSquare.SIZE ? 1 : 0;
            Optional<StrategicSquare> next = square.step(Direction.of(sdx, sdy).orElseThrow());
            if (next.isEmpty()) {
                return true;
            }
            Optional<SquareInfo> info = b.board().square(next.get());
            if (info.isEmpty() || !info.get().terrain().isPassable()) {
                return true;
            }
            square = next.get();
            col = Math.floorMod(col, TacticalSquare.SIZE);
            row = Math.floorMod(row, TacticalSquare.SIZE);
        }
        TacticalSquare t = new TacticalSquare(col, row);
        TacticalMap map = b.board().tacticalMap(square);
        if (!map.isPassable(t)) {
            return true;
        }
        for (Unit o : b.board().unitsIn(square)) {
            if (o.location().tactical().equals(t) && o.readiness() == Readiness.ACTIVE && o.type().isCombatUnit()
                    && b.board().allied(one, o)) {
                return true;
            }
        }
        return false;
    }
}
