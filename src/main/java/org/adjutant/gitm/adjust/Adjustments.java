package org.adjutant.gitm.adjust;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.SizeLimits;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.Adjusted;

/**
 * The corrections a moderator may make to a GITM position, in these words (case does not matter):
 * <pre>
 *   UNIT &lt;id&gt; MEN &lt;n&gt;           0 up to the most its type may hold (GITM 3.5)
 *   UNIT &lt;id&gt; MORALE &lt;n&gt;        0-100 (GITM 3.7)
 *   UNIT &lt;id&gt; SUPPLIES &lt;n&gt;      0 up to what its type carries (GITM 10.7)
 *   UNIT &lt;id&gt; POSITION &lt;square&gt; a square of the map a unit may stand on (not water or impassable); outside a fort
 *   STATE &lt;id&gt; TREASURY &lt;n&gt;     0 or more
 *   CITY &lt;name&gt; OWNER &lt;state&gt;   a state of the game other than the owner now
 * </pre>
 * Each is checked against the position and the map and refused with the reason; a unit aboard a ship has no square
 * to correct.
 */
public final class Adjustments {
    private static final Pattern UNIT = Pattern.compile("(?i)UNIT\\s+(\\S+)\\s+(MEN|MORALE|SUPPLIES|POSITION)\\s+(\\S+)");
    private static final Pattern STATE = Pattern.compile("(?i)STATE\\s+(\\S+)\\s+TREASURY\\s+(\\S+)");
    private static final Pattern CITY = Pattern.compile("(?i)CITY\\s+(.+?)\\s+OWNER\\s+(\\S+)");
    /** How the correction is written, for the answer to words it cannot read. */
    public static final String FORMS = "UNIT <id> MEN|MORALE|SUPPLIES <number>, UNIT <id> POSITION <square>, STATE "
            + "<id> TREASURY <number> or CITY <name> OWNER <state>";

    private Adjustments() {
    }

    public static Adjusted adjust(GitmState state, String what, Function<String, Optional<StrategicMap>> maps) {
        String t = what.strip().replaceAll("\\s+", " ");
        Matcher m;
        if ((m = UNIT.matcher(t)).matches()) {
            return unit(state, m.group(1), m.group(2).toUpperCase(Locale.ROOT), m.group(3), maps);
        }
        if ((m = STATE.matcher(t)).matches()) {
            String id = m.group(1).toUpperCase(Locale.ROOT);
            Polity p = state.state(id).orElseThrow(() -> new IllegalArgumentException("no state " + id
                    + " in this game (the states: " + String.join(", ", state.states().keySet()) + ")"));
            int value = number(m.group(2), "a treasury", 0, Integer.MAX_VALUE);
            return new Adjusted(state.withState(p.withTreasury(value)), "STATE " + id + " TREASURY " + value,
                    "the treasury of " + p.name() + " (" + id + "): " + p.treasury() + " -> " + value, Set.of(),
                    Set.of(id));
        }
        if ((m = CITY.matcher(t)).matches()) {
            String written = m.group(1);
            // A city the play has not touched carries no holding: it stands as its map has it.
            City onMap = state.map(maps).cities().filter(c -> c.name().equalsIgnoreCase(written)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("no city '" + written + "' in this game"));
            CityHolding holding = state.cities().getOrDefault(onMap.name(),
                    new CityHolding(onMap.state(), onMap.supplies()));
            String owner = m.group(2).toUpperCase(Locale.ROOT);
            if (state.state(owner).isEmpty()) {
                throw new IllegalArgumentException("no state " + owner + " in this game (the states: "
                        + String.join(", ", state.states().keySet()) + ")");
            }
            String before = holding.state();
            if (before.equals(owner)) {
                throw new IllegalArgumentException(onMap.name() + " belongs to " + owner + " already");
            }
            return new Adjusted(state.withCity(onMap.name(), holding.withState(owner)), "CITY " + onMap.name()
                    + " OWNER " + owner, onMap.name() + ": held by " + before + " -> " + owner, Set.of(),
                    Set.of(before, owner));
        }
        throw new IllegalArgumentException("write ADJUST and one of: " + FORMS + ", then BECAUSE and the reason");
    }

    private static Adjusted unit(GitmState state, String written, String field, String value,
                                 Function<String, Optional<StrategicMap>> maps) {
        Unit u = state.unit(written).orElseThrow(() -> new IllegalArgumentException("no unit "
                + written.toUpperCase(Locale.ROOT) + " in this game"));
        String id = u.id().toString();
        Unit changed;
        String told;
        String normal;
        switch (field) {
            case "MEN" -> {
                int max = SizeLimits.maxMen(u);
                int men = number(value, "a strength", 0, max);
                changed = u.withMen(men);
                normal = String.valueOf(men);
                told = "strength " + u.men() + " -> " + men + " men";
            }
            case "MORALE" -> {
                int morale = number(value, "a morale", 0, Unit.MAX_MORALE);
                changed = u.toBuilder().morale(morale).build();
                normal = String.valueOf(morale);
                told = "morale " + u.morale() + " -> " + morale;
            }
            case "SUPPLIES" -> {
                // GITM 10.7: a unit carries at most one supply, a corps HQ twelve.
                int supplies = number(value, "supplies", 0, u.id().type().maxSuppliesCarried());
                changed = u.withSupplies(supplies);
                normal = String.valueOf(supplies);
                told = "supplies " + u.supplies() + " -> " + supplies;
            }
            default -> {
                if (state.isAboard(u.id())) {
                    throw new IllegalArgumentException(id + " is aboard a ship, on no square: land it first");
                }
                Location to = Location.parse(value).orElseThrow(() -> new IllegalArgumentException("'" + value
                        + "' is not a square: write e.g. J9-V3"));
                StrategicSquare square = to.strategic();
                StrategicMap map = state.map(maps);
                if (map.square(square).isEmpty()) {
                    throw new IllegalArgumentException(square + " is off the map");
                }
                Terrain terrain = map.terrain(square);
                if (!terrain.isPassable()) {
                    throw new IllegalArgumentException(square + " is " + terrain.name().toLowerCase(Locale.ROOT)
                            .replace('_', ' ') + ", where no unit may stand");
                }
                changed = u.withLocation(to).withInFort(false);
                normal = to.toString();
                told = "position " + u.location() + " -> " + to;
            }
        }
        return new Adjusted(state.withUnit(changed), "UNIT " + id + " " + field + " " + normal, id + ": " + told,
                Set.of(id), Set.of());
    }

    private static int number(String written, String what, int min, int max) {
        int n;
        try {
            n = Integer.parseInt(written);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + written + "' is not a number for " + what);
        }
        if (n < min || n > max) {
            throw new IllegalArgumentException(what + " of " + n + " is out of bounds: " + min + " to "
                    + (max == Integer.MAX_VALUE ? "any" : String.valueOf(max)));
        }
        return n;
    }
}
