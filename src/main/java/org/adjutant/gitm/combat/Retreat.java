package org.adjutant.gitm.combat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.event.Retreated;
import org.adjutant.gitm.event.ShatterCause;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Dice;

/**
 * GITM 9.8 retreat (docs/rules/gitm-9-combat.md, section 10.4; SIB retreat.html): 1-4 tactical squares away, in an
 * open direction that is not forbidden (the way the unit came in, the way an enemy came from, each with its two
 * neighbours), towards friends if it can; with no open direction, or a first diagonal step squeezed between enemies,
 * it shatters. A later step that is not open just ends the retreat. It costs 2 fatigue and no men.
 */
public final class Retreat {
    private Retreat() {
    }

    /** What becomes of a unit whose flight is blocked: it shatters (GITM 12.1), or in a general retreat surrenders. */
    @FunctionalInterface
    public interface Blocked {
        Blocked SHATTERS = Shattering::shatter;

        /** Returns true when the unit is still in the game. */
        boolean apply(Field f, UnitId id, ShatterCause cause);
    }

    /** Retreats the unit; returns false when it shattered (or was destroyed) instead. */
    public static boolean retreat(Field f, UnitId id, Set<Direction> forbidden) {
        return retreat(f, id, forbidden, Blocked.SHATTERS);
    }

    /** As {@link #retreat(Field, UnitId, Set)}, with {@code blocked} deciding the fate of a blocked retreat. */
    public static boolean retreat(Field f, UnitId id, Set<Direction> forbidden, Blocked blocked) {
        Unit u = f.board().unit(id);
        TacticalSquare from = u.location().tactical();
        List<Direction> open = new ArrayList<>();
        List<Direction> friendly = new ArrayList<>();
        for (Direction d : Direction.values()) {
            if (forbidden.contains(d)) {
                continue;
            }
            Optional<TacticalSquare> first = f.openStep(u, from, d);
            if (first.isPresent()) {
                open.add(d);
                if (f.friendsAt(u, u.location().strategic(), first.get())) {
                    friendly.add(d);
                }
            }
        }
        List<Direction> choices = friendly.isEmpty() ? open : friendly;
        if (choices.isEmpty()) {
            return blocked.apply(f, id, ShatterCause.RETREAT_BLOCKED);
        }
        Dice dice = f.dice("combat-retreat");
        Direction d = Field.pick(dice, id + " retreats: direction among " + choices, choices);
        int wanted = dice.roll(id + " retreats: squares (1-" + CombatConstants.RETREAT_MAX + ")",
                CombatConstants.RETREAT_MAX);
        if (f.squeezed(u, from, d)) {
            return blocked.apply(f, id, ShatterCause.RETREAT_BLOCKED);
        }
        TacticalSquare at = from;
        for (int i = 0; i < wanted; i++) {
            Optional<TacticalSquare> next = f.openStep(u, at, d);
            if (next.isEmpty() || i > 0 && f.squeezed(u, at, d)) {
                break;
            }
            at = next.get();
        }
        f.board().put(u.toBuilder().location(new Location(u.location().strategic(), at)).inFort(false).build()
                .adjustFatigue(CombatConstants.RETREAT_FATIGUE));
        ContactRecord.of(f.turn()).beaten(id, f.phase());
        f.turn().moraleCheckFailed(id, f.phase());
        f.events().add(new Retreated(f.phase(), id, u.location().strategic(), from, at,
                f.everyoneIn(u.location().strategic())));
        return true;
    }
}
