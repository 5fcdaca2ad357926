package org.adjutant.gitm.movement;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Dice;

/**
 * GITM 7.15 and GITM-MD diagonal.html: a diagonal march passes between the two squares beside it, and an active enemy
 * (a neutral only on its home soil) standing in the quarter of one of those tactical maps nearest the point where
 * the four squares meet cuts the march off: the marcher ends its step in that side square instead, and tries for its
 * destination again next phase. The quarter is strict: north of row 7 means rows 0-6, east of column 7 means 8-14.
 * If both side squares can cut it off, a labelled roll says which one does (the page is cut off before it says).
 */
public final class Interception {
    private static final int MID = TacticalSquare.SIZE / 2;

    /** Where a cut-off march ends, and the unit that cut it off. */
    public record Cut(StrategicSquare square, UnitId by) {
    }

    private Interception() {
    }

    public static Optional<Cut> check(Board board, Unit mover, Direction diagonal, Dice dice, Phase phase) {
        StrategicSquare from = mover.location().strategic();
        List<Cut> cuts = new ArrayList<>();
        // the square beside the march to the east or west, then the one to the north or south
        from.step(Direction.of(diagonal.dx(), 0).orElseThrow())
                .flatMap(s -> interceptor(board, mover, s, -diagonal.dx(), diagonal.dy()))
                .ifPresent(cuts::add);
        from.step(Direction.of(0, diagonal.dy()).orElseThrow())
                .flatMap(s -> interceptor(board, mover, s, diagonal.dx(), -diagonal.dy()))
                .ifPresent(cuts::add);
        if (cuts.size() < 2) {
            return cuts.stream().findFirst();
        }
        int pick = dice.roll(phase.title() + ": which side square cuts off " + mover.id() + "'s diagonal march", 2);
        return Optional.of(cuts.get(pick - 1));
    }

    /** Whether a diagonal step would be cut off at all (no matter by which side square): a rout then fails. */
    public static boolean cutsOff(Board board, Unit mover, Direction diagonal) {
        StrategicSquare from = mover.location().strategic();
        return from.step(Direction.of(diagonal.dx(), 0).orElseThrow())
                .flatMap(s -> interceptor(board, mover, s, -diagonal.dx(), diagonal.dy())).isPresent()
                || from.step(Direction.of(0, diagonal.dy()).orElseThrow())
                .flatMap(s -> interceptor(board, mover, s, diagonal.dx(), -diagonal.dy())).isPresent();
    }

    /**
     * The first enemy (by id) in the quarter of {@code side} that lies towards {@code eastward} (+1 east, -1 west) and
     * {@code southward} (+1 south, -1 north).
     */
    private static Optional<Cut> interceptor(Board board, Unit mover, StrategicSquare side, int eastward,
                                             int southward) {
        for (Unit o : board.unitsIn(side)) {
            if (board.obstructs(mover, o) && inQuarter(o.location().tactical(), eastward, southward)) {
                return Optional.of(new Cut(side, o.id()));
            }
        }
        return Optional.empty();
    }

    static boolean inQuarter(TacticalSquare t, int eastward, int southward) {
        boolean ew = eastward > 0 ? t.col() > MID : t.col() < MID;
        boolean ns = southward > 0 ? t.row() > MID : t.row() < MID;
        return ew && ns;
    }
}
