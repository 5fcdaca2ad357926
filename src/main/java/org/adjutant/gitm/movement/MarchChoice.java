package org.adjutant.gitm.movement;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.order.MarchTarget;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.Dice;

/**
 * Where the march-to options send a unit (GITM 7.13). March to battle looks for the largest battle (a square holding
 * both its own side or allies and a hostile unit) in or next to its square, largest meaning the most men of both
 * sides; if that battle is in its own square it stays. March to allies and to enemies look for the neighbouring
 * square with the most allied (or hostile) units and go there unless the unit's own square holds more. Options are
 * tried in the rule's priority, battle, allies, enemies; the first that finds anything to act on decides, whether it
 * sends the unit off or keeps it where it is. Only active units count, and only squares the unit could enter. Ties
 * are settled by a labelled roll.
 */
public final class MarchChoice {
    private MarchChoice() {
    }

    /** The square to march to, or empty to stay. */
    public static Optional<StrategicSquare> choose(Board board, Unit unit, List<MarchTarget> options, Dice dice,
                                                   Phase phase) {
        for (MarchTarget option : options) {
            Decision d = switch (option) {
                case BATTLE -> battle(board, unit, dice, phase);
                case ALLIES -> crowd(board, unit, Relation.ALLIED, dice, phase);
                case ENEMIES -> crowd(board, unit, Relation.HOSTILE, dice, phase);
            };
            if (d.decided()) {
                return d.target();
            }
        }
        return Optional.empty();
    }

    private record Decision(boolean decided, Optional<StrategicSquare> target) {
        static final Decision NOTHING = new Decision(false, Optional.empty());
        static final Decision STAY = new Decision(true, Optional.empty());

        static Decision go(StrategicSquare s) {
            return new Decision(true, Optional.of(s));
        }
    }

    private static Decision battle(Board board, Unit unit, Dice dice, Phase phase) {
        StrategicSquare here = unit.location().strategic();
        List<StrategicSquare> best = new ArrayList<>();
        long bestSize = -1;
        List<StrategicSquare> squares = new ArrayList<>();
        squares.add(here);
        for (StrategicSquare n : here.neighbours()) {
            if (enterable(board, n)) {
                squares.add(n);
            }
        }
        for (StrategicSquare s : squares) {
            boolean friends = false;
            boolean foes = false;
            long men = 0;
            for (Unit o : board.unitsIn(s)) {
                if (!o.isActive()) {
                    continue;
                }
                Relation r = board.relation(unit, o);
                friends |= r == Relation.ALLIED;
                foes |= r == Relation.HOSTILE;
                men += o.men();
            }
            if (!friends || !foes) {
                continue;
            }
            if (men > bestSize) {
                best.clear();
                bestSize = men;
            }
            if (men == bestSize) {
                best.add(s);
            }
        }
        if (best.isEmpty()) {
            return Decision.NOTHING;
        }
        StrategicSquare chosen = pick(best, dice, phase, unit, "largest battle");
        return chosen.equals(here) ? Decision.STAY : Decision.go(chosen);
    }

    private static Decision crowd(Board board, Unit unit, Relation wanted, Dice dice, Phase phase) {
        StrategicSquare here = unit.location().strategic();
        long hereCount = count(board, unit, here, wanted);
        List<StrategicSquare> best = new ArrayList<>();
        long bestCount = 0;
        for (StrategicSquare n : here.neighbours()) {
            if (!enterable(board, n)) {
                continue;
            }
            long c = count(board, unit, n, wanted);
            if (c > bestCount) {
                best.clear();
                bestCount = c;
            }
            if (c == bestCount && c > 0) {
                best.add(n);
            }
        }
        if (best.isEmpty()) {
            return hereCount > 0 ? Decision.STAY : Decision.NOTHING;
        }
        if (hereCount > bestCount) {
            return Decision.STAY;
        }
        String what = wanted == Relation.ALLIED ? "most allies" : "most enemies";
        return Decision.go(pick(best, dice, phase, unit, what));
    }

    private static long count(Board board, Unit unit, StrategicSquare s, Relation wanted) {
        return board.unitsIn(s).stream()
                .filter(o -> o.isActive() && !o.id().equals(unit.id()) && board.relation(unit, o) == wanted)
                .count();
    }

    private static boolean enterable(Board board, StrategicSquare s) {
        return board.square(s).map(i -> i.terrain().isPassable() && !OpenGround.isGuatemala(i))
                .orElse(false);
    }

    private static StrategicSquare pick(List<StrategicSquare> tied, Dice dice, Phase phase, Unit unit, String what) {
        if (tied.size() == 1) {
            return tied.get(0);
        }
        int i = dice.roll(phase.title() + ": " + unit.id() + " chooses among squares with the " + what, tied.size());
        return tied.get(i - 1);
    }
}
