package org.adjutant.game;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;
import org.adjutant.ruleset.GameState;
import org.adjutant.ruleset.Ruleset;
import org.adjutant.ruleset.TurnLabel;
import org.adjutant.ruleset.UnitInfo;
import org.adjutant.store.GameRow;

/**
 * One hosted game at its current turn: the row, its ruleset and the decoded state orders are checked against. Unit
 * ids are looked up the forgiving way players write them ({@code us 3 in} finds {@code US3IN}). Its turns are named
 * as the ruleset names them ({@link Ruleset#turnLabel}): the robot counts the turns it has run 1, 2, 3..., and keys
 * its records by that count, but every mail and answer says what players call the turn.
 */
public final class HostedGame {
    private final GameRow row;
    private final Ruleset ruleset;
    private final GameState state;
    /** How many turns to come a name is looked for in, to answer that a turn has not run yet rather than not at all. */
    private static final int LOOK_AHEAD = 20;

    private final Map<String, UnitInfo> unitsByKey = new LinkedHashMap<>();
    /** The position the game opened at, which the names of its turns are counted from; read when first needed. */
    private final Supplier<GameState> openingSource;
    private GameState opening;

    /** A game known only at {@code state}: its turns can be named when it has run none (the state is its opening). */
    public HostedGame(GameRow row, Ruleset ruleset, GameState state) {
        this(row, ruleset, state, () -> {
            if (row.currentTurn() != 0) {
                throw new IllegalStateException("the opening position of game " + row.id() + " is not known here");
            }
            return state;
        });
    }

    /** @param opening the position the game opened at (its stored turn 0), asked for only to name turns */
    public HostedGame(GameRow row, Ruleset ruleset, GameState state, Supplier<GameState> opening) {
        this.row = row;
        this.ruleset = ruleset;
        this.state = state;
        this.openingSource = opening;
        for (UnitInfo u : ruleset.units(state)) {
            unitsByKey.put(key(u.id()), u);
        }
    }

    public GameRow row() {
        return row;
    }

    public String id() {
        return row.id();
    }

    public Ruleset ruleset() {
        return ruleset;
    }

    public GameState state() {
        return state;
    }

    public List<UnitInfo> units() {
        return List.copyOf(unitsByKey.values());
    }

    public Optional<UnitInfo> unit(String written) {
        return Optional.ofNullable(unitsByKey.get(key(written)));
    }

    /** A unit id as written, reduced to what {@link #unit} compares: no spaces, dashes or underscores, upper case. */
    public static String unitKey(String written) {
        return key(written);
    }

    /** What players call turn {@code n} of this game (1: the first it ran), e.g. "campaign 1, turn 3". */
    public TurnLabel turn(int n) {
        return ruleset.turnLabel(opening(), n);
    }

    /** The turn to be played next. */
    public TurnLabel nextTurn() {
        return turn(row.currentTurn() + 1);
    }

    /**
     * The turns {@code from} to {@code to} in a sentence: "campaign 1, turn 2", "the deployment turn to campaign 1,
     * turn 3".
     */
    public String turns(int from, int to) {
        return from == to ? turn(from).inText() : turn(from).inText() + " to " + turn(to).inText();
    }

    /**
     * The latest turn run so far that {@code written} names ({@link TurnLabel#isNamedBy}: "CAMPAIGN 1, TURN 3",
     * "TURN 3" for the latest turn 3, "DEPLOYMENT TURN"); empty when none does ({@link #noTurnNamed} says why).
     */
    public OptionalInt turnNamed(String written) {
        for (int n = row.currentTurn(); n >= 1; n--) {
            if (turn(n).isNamedBy(written)) {
                return OptionalInt.of(n);
            }
        }
        return OptionalInt.empty();
    }

    /** Why {@code written} names no turn run so far, in words for the one who wrote it. */
    public String noTurnNamed(String written) {
        int last = row.currentTurn();
        if (last == 0) {
            return "no turn has run yet";
        }
        String run = "the turns run so far are " + turns(1, last);
        for (int n = last + 1; n <= last + LOOK_AHEAD; n++) {
            if (turn(n).isNamedBy(written)) {
                return turn(n).inText() + " has not run yet; " + run;
            }
        }
        return "no turn of this game is called '" + written + "'; " + run;
    }

    private synchronized GameState opening() {
        if (opening == null) {
            opening = openingSource.get();
        }
        return opening;
    }

    private static String key(String id) {
        // Every unit block of every mail looks its unit up here: strip separators by hand rather than by a pattern
        // compiled for each call.
        StringBuilder out = null;
        for (int i = 0; i < id.length(); i++) {
            char c = id.charAt(i);
            if (c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r' || c == '_' || c == '-') {
                if (out == null) {
                    out = new StringBuilder(id.length()).append(id, 0, i);
                }
            } else if (out != null) {
                out.append(c);
            }
        }
        return (out == null ? id : out.toString()).toUpperCase(Locale.ROOT);
    }
}
