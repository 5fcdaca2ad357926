package org.adjutant.gitm.unit;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;

/** Where a unit stands: a strategic square and a tactical square inside it (GITM 3.3). */
public record Location(StrategicSquare strategic, TacticalSquare tactical) implements Comparable<Location> {
    private static final Pattern TEXT = Pattern.compile("\\s*(.*?)[\\s,;]+(\\d{1,2}\\s*[-/]\\s*\\d{1,2})\\s*");

    public Location {
        if (strategic == null || tactical == null) {
            throw new IllegalArgumentException("a location needs a strategic and a tactical square");
        }
    }

    public static Location of(String strategic, String tactical) {
        return new Location(StrategicSquare.of(strategic), TacticalSquare.of(tactical));
    }

    /** Parses "J9-V4 7-8" (strategic, then tactical); a lone strategic square stands at the centre. */
    public static Optional<Location> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        Optional<StrategicSquare> alone = StrategicSquare.parse(text);
        if (alone.isPresent()) {
            return Optional.of(new Location(alone.get(), TacticalSquare.centre()));
        }
        Matcher m = TEXT.matcher(text);
        if (!m.matches()) {
            return Optional.empty();
        }
        Optional<StrategicSquare> s = StrategicSquare.parse(m.group(1));
        Optional<TacticalSquare> t = TacticalSquare.parse(m.group(2));
        return s.isPresent() && t.isPresent() ? Optional.of(new Location(s.get(), t.get())) : Optional.empty();
    }

    @Override
    public int compareTo(Location o) {
        int c = strategic.compareTo(o.strategic);
        return c != 0 ? c : tactical.compareTo(o.tactical);
    }

    /** "G8-V5 strategic, 0-2 tactical", as the status block prints it (GITM 3.3). */
    public String describe() {
        return strategic + " strategic, " + tactical + " tactical";
    }

    @Override
    public String toString() {
        return strategic + " " + tactical;
    }
}
