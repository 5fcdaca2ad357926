package org.adjutant.gitm.movement;

import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;

/**
 * Strategic detection by the ranges of GITM 4.1: active units see same-side and allied units 3 squares away (army
 * HQs 5), and everyone else 1 square away, light cavalry of 250 men or more 2 squares; inactive units see nothing.
 * Nothing here models chance or concealment; a unit always sees what is within range.
 */
public final class StrategicSighting implements Sighting {
    public static final int FRIENDLY_RANGE = 3;
    public static final int ARMY_HQ_FRIENDLY_RANGE = 5;
    public static final int ENEMY_RANGE = 1;
    public static final int SCOUTING_RANGE = 2;
    public static final int SCOUTING_STRENGTH = 250;

    @Override
    public boolean sees(Unit observer, Unit target, Board board) {
        if (!observer.isActive()) {
            return false;
        }
        if (observer.id().equals(target.id())) {
            return true;
        }
        int distance = observer.location().strategic().distanceTo(target.location().strategic());
        return distance <= range(observer, board.allied(observer, target));
    }

    static int range(Unit observer, boolean allied) {
        if (allied) {
            return observer.type() == UnitType.AQ ? ARMY_HQ_FRIENDLY_RANGE : FRIENDLY_RANGE;
        }
        return observer.type() == UnitType.LC && observer.men() >= SCOUTING_STRENGTH ? SCOUTING_RANGE : ENEMY_RANGE;
    }

    @Override
    public int maxEnemyRange() {
        return SCOUTING_RANGE;
    }
}
