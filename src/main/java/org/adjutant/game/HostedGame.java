package org.adjutant.game;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.adjutant.ruleset.GameState;
import org.adjutant.ruleset.Ruleset;
import org.adjutant.ruleset.UnitInfo;
import org.adjutant.store.GameRow;

/**
 * One hosted game at its current turn: the row, its ruleset and the decoded state orders are checked against. Unit
 * ids are looked up the forgiving way players write them ({@code us 3 in} finds {@code US3IN}).
 */
public final class HostedGame {
    private final GameRow row;
    private final Ruleset ruleset;
    private final GameState state;
    private final Map<String, UnitInfo> unitsByKey = new LinkedHashMap<>();

    public HostedGame(GameRow row, Ruleset ruleset, GameState state) {
        this.row = row;
        this.ruleset = ruleset;
        this.state = state;
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

    private static String key(String id) {
        return id.replaceAll("[\\s_-]", "").toUpperCase(Locale.ROOT);
    }
}
