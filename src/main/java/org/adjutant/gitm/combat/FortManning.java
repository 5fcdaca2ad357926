package org.adjutant.gitm.combat;

import java.util.Optional;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.unit.Unit;

/**
 * GITM 9.6 (GITM-MD strmods.html; section 8.3): a fort is manned when the men on its walls (infantry and spare men
 * one each, gunners two, cavalry none; headquarters never) reach a third of its capacity. Only then do its units
 * fight the melee harder and take fewer casualties (GITM 9.7, 9.9). Judged at the start of each segment.
 */
final class FortManning implements BattleStep {
    private final Segment segment;

    FortManning(Segment segment) {
        this.segment = segment;
    }

    @Override
    public Order order() {
        return segment == Segment.FIRE ? Order.FORT_MANNING : Order.MELEE_FORT_MANNING;
    }

    @Override
    public void run(Battle b) {
        b.mannedFortLevel = 0;
        Optional<City> fort = b.fort();
        if (fort.isEmpty()) {
            return;
        }
        long walls = 0;
        for (Fighter f : b.fighting()) {
            Unit u = b.unit(f);
            if (u.inFort()) {
                walls += Parts.of(u, b.field().tuning()).onWalls();
            }
        }
        if (manned(walls, fort.get().fortCapacity())) {
            b.mannedFortLevel = fort.get().fortStrength();
        }
    }

    /** A third of the capacity on the walls (strmods: 2,667 men man a fort of 8,000, 2,666 do not). */
    static boolean manned(long wallMen, int capacity) {
        return wallMen > 0 && CombatConstants.WALL_DIVISOR * wallMen >= capacity;
    }
}
