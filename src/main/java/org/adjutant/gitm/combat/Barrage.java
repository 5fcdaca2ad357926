package org.adjutant.gitm.combat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.UnitId;

/**
 * One phase's bombardment while its steps run ({@link GitmBombardment}): which guns shell which square, and what each
 * square lost; the units hit and how many men each had before.
 */
final class Barrage {
    /** The guns shelling one target square, in id order, and the square's strength and losses once fired. */
    static final class Target {
        final Location square;
        final List<UnitId> guns = new ArrayList<>();
        final List<UnitId> hit = new ArrayList<>();
        double strength;
        int casualties;

        Target(Location square) {
            this.square = square;
        }
    }

    final Field field;
    /** Targets in map order. */
    final Map<Location, Target> targets = new TreeMap<>();
    /** Men of each bombarded unit before the shelling, for its morale check (GITM 9.8). */
    final Map<UnitId, Integer> menBefore = new TreeMap<>();
    /** The squares the guns stood on, by the unit they shelled: a failed unit retreats away from them. */
    final Map<UnitId, List<Location>> shelledFrom = new TreeMap<>();

    Barrage(Field field) {
        this.field = field;
    }
}
