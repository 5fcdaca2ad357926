package org.adjutant.gitm.combat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.adjutant.gitm.event.ShatterCause;
import org.adjutant.gitm.unit.UnitId;

/**
 * The units that failed their morale checks leave the battle (GITM 9.8, 12.1): first those that retreat, then those
 * that rout, then those that shatter, each in the order the checks found them. One class, three steps: which list it
 * empties is its {@link Kind}, run after the fire and again after the melee.
 */
final class Departures implements BattleStep {
    enum Kind { RETREATS, ROUTS, SHATTERS }

    private final Segment segment;
    private final Kind kind;

    Departures(Segment segment, Kind kind) {
        this.segment = segment;
        this.kind = kind;
    }

    @Override
    public Order order() {
        boolean fire = segment == Segment.FIRE;
        return switch (kind) {
            case RETREATS -> fire ? Order.FIRING_RETREATS : Order.MELEE_RETREATS;
            case ROUTS -> fire ? Order.FIRING_ROUTS : Order.MELEE_ROUTS;
            case SHATTERS -> fire ? Order.FIRING_SHATTERS : Order.MELEE_SHATTERS;
        };
    }

    @Override
    public void run(Battle b) {
        switch (kind) {
            case RETREATS -> {
                for (UnitId id : drain(b.retreating)) {
                    Fighter f = b.fighter(id).orElseThrow();
                    java.util.Set<org.adjutant.gitm.map.Direction> forbidden = b.forbidden(f);
                    b.leaves(f);
                    f.fled = true;
                    Retreat.retreat(b.field(), id, forbidden);
                }
            }
            case ROUTS -> {
                for (UnitId id : drain(b.routing)) {
                    Fighter f = b.fighter(id).orElseThrow();
                    b.leaves(f);
                    f.fled = true;
                    Rout.rout(b.field(), id);
                }
            }
            case SHATTERS -> {
                List<Map.Entry<UnitId, ShatterCause>> all = new ArrayList<>(b.shattering.entrySet());
                b.shattering.clear();
                for (var e : all) {
                    Fighter f = b.fighter(e.getKey()).orElseThrow();
                    b.leaves(f);
                    f.fled = true;
                    Shattering.shatter(b.field(), e.getKey(), e.getValue());
                }
            }
        }
    }

    private static List<UnitId> drain(List<UnitId> ids) {
        List<UnitId> all = new ArrayList<>(ids);
        ids.clear();
        return all;
    }
}
