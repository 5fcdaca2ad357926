package org.adjutant.gitm.combat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.event.FellBack;
import org.adjutant.gitm.event.ShatterCause;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Dice;

/**
 * GITM 9.9: the side that lost the melee falls back one tactical square (docs/rules/gitm-9-combat.md, section 11.5):
 * to a square with friends if it can, else away from the enemy's approach, else anywhere legal (passable, no enemy or
 * neutral, room, no cliff); 1 fatigue; with nowhere to go the unit shatters. Falling back is no failed morale check.
 * Designed (section 26.11): a unit whose every way out of the strategic square away from the enemy is barred
 * ({@link CutOff}) has nowhere to fall back to either, and shatters.
 */
public final class FallBack {
    private FallBack() {
    }

    /** Falls the unit back; returns false when it shattered (or was destroyed) instead. */
    public static boolean fallBack(Field f, UnitId id, Set<Direction> forbidden) {
        Unit u = f.board().unit(id);
        if (CutOff.cutOff(f.board(), u, forbidden)) {
            return Shattering.shatter(f, id, ShatterCause.CUT_OFF); // designed, section 26.11: no way out
        }
        TacticalSquare from = u.location().tactical();
        List<Direction> friends = new ArrayList<>();
        List<Direction> away = new ArrayList<>();
        List<Direction> any = new ArrayList<>();
        for (Direction d : Direction.values()) {
            Optional<TacticalSquare> to = f.openStep(u, from, d);
            if (to.isEmpty()) {
                continue;
            }
            any.add(d);
            if (!forbidden.contains(d)) {
                away.add(d);
            }
            if (f.friendsAt(u, u.location().strategic(), to.get())) {
                friends.add(d);
            }
        }
        List<Direction> choices = !friends.isEmpty() ? friends : !away.isEmpty() ? away : any;
        if (choices.isEmpty()) {
            return Shattering.shatter(f, id, ShatterCause.NO_FALLBACK);
        }
        Dice dice = f.dice("combat-fallback");
        Direction d = Field.pick(dice, id + " falls back: direction among " + choices, choices);
        TacticalSquare to = from.step(d).orElseThrow();
        f.board().put(u.toBuilder().location(new Location(u.location().strategic(), to)).inFort(false).build()
                .adjustFatigue(CombatConstants.FALL_BACK_FATIGUE));
        ContactRecord.of(f.turn()).beaten(id, f.phase());
        f.events().add(new FellBack(f.phase(), id, u.location().strategic(), from, to,
                f.everyoneIn(u.location().strategic())));
        return true;
    }
}
