package org.adjutant.gitm.movement;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;

/**
 * The plain cases of GITM 10.1. An army HQ is always in communications. A corps HQ is, when it shares a square with
 * a city its side or an active ally controls, or has a line of contact of at most 5 squares to an allied army HQ.
 * Any other unit is, when it shares a square with such a city, or has a line of contact of at most 2 squares to an
 * allied corps HQ that is in communications.
 *
 * <p>Lines of contact are those of GITM 10.2 in full ({@link LineOfContact}: hostile units, cavalry screens,
 * diagonal gaps, impassable terrain, and both ends able to march off their tactical maps towards the line). Still
 * approximate: sieges (10.3) neither shut a unit in with its city nor cut the city off, since no siege is modelled
 * yet; the supply rules, which decide supply sources, may replace this class.
 */
public final class SimpleCommunications implements Communications {
    public static final int CORPS_TO_ARMY = 5;
    public static final int UNIT_TO_CORPS = 2;

    @Override
    public Set<UnitId> inCommunications(Board board) {
        LineOfContact lines = LineOfContact.of(board);
        Set<UnitId> result = new TreeSet<>();
        List<Unit> all = List.copyOf(board.units());
        for (Unit u : all) {
            if (u.type() == UnitType.AQ || nearFriendlyCity(u, board)) {
                result.add(u.id());
            }
        }
        for (Unit u : all) {
            if (u.type() == UnitType.CQ && !result.contains(u.id()) && lines.reachesAny(lines.end(u), CORPS_TO_ARMY,
                    o -> o.type() == UnitType.AQ && !o.id().equals(u.id()) && board.allied(u, o))) {
                result.add(u.id());
            }
        }
        for (Unit u : all) {
            if (!u.isHeadquarters() && !result.contains(u.id()) && lines.reachesAny(lines.end(u), UNIT_TO_CORPS,
                    o -> o.type() == UnitType.CQ && result.contains(o.id()) && board.allied(u, o))) {
                result.add(u.id());
            }
        }
        return result;
    }

    private static boolean nearFriendlyCity(Unit u, Board board) {
        SquareInfo info = board.square(u.location().strategic()).orElse(null);
        if (info == null) {
            return false;
        }
        for (City c : info.cities()) {
            String controller = board.start().city(c).state();
            if (board.start().states().containsKey(controller)
                    && board.start().relation(u.state(), controller) == Relation.ALLIED) {
                return true;
            }
        }
        return false;
    }
}
