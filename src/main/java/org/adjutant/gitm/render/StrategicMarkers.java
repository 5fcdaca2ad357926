package org.adjutant.gitm.render;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Which symbols a square shows for its markers (GITM 1.4): one flag per allegiance of the active troops there, a
 * single black flag when friendly, hostile and neutral troops are all present; when no active troops are there,
 * tents for inactive-only and boxed S for shattered-only troops, combined by colour the same way. And how large the
 * strategic map draws them.
 */
public final class StrategicMarkers {
    /** A symbol to draw: its colour and shape. */
    public record Symbol(Allegiance allegiance, MarkerShape shape) {
    }

    /**
     * Flags, tents and boxed S's are never drawn smaller than this, whatever the square size: on the whole theatre
     * (8 pixels a square) three fifths of a square was a 4 pixel flag, its cloth all but hidden by its white rim.
     * Symbols raised to this size are drawn bold ({@link StrategicLegend#drawBoldSymbol}), and spill over the
     * neighbouring squares; a player's usual window (40 pixels a square) draws them at 24 as before.
     */
    static final int MIN_SYMBOL_PIXELS = 14;

    private StrategicMarkers() {
    }

    /** The side of the box a square's flag, tent or boxed S is drawn in. */
    static int symbolPixels(int pps) {
        return Math.max(MIN_SYMBOL_PIXELS, pps * 3 / 5);
    }

    /** How far apart bold symbols of one square stand: side by side, their cloths barely overlapping. */
    static int boldStep(int size) {
        return size - 3;
    }

    /** Whether a map of {@code pps} pixels a square draws its symbols raised to the minimum size, bold. */
    static boolean boldSymbols(int pps) {
        return pps * 3 / 5 < MIN_SYMBOL_PIXELS;
    }

    /** Whether the viewer saw a battle fought in the square this turn. */
    public static boolean battle(List<Marker> markers) {
        return markers != null && markers.stream().anyMatch(m -> m.shape() == MarkerShape.BATTLE);
    }

    public static List<Symbol> symbols(List<Marker> markers) {
        List<Symbol> result = new ArrayList<>();
        if (markers == null || markers.isEmpty()) {
            return result;
        }
        boolean active = markers.stream().anyMatch(m -> m.shape() == MarkerShape.FLAG);
        for (MarkerShape shape : active ? List.of(MarkerShape.FLAG) : List.of(MarkerShape.TENT, MarkerShape.SHATTERED)) {
            Set<Allegiance> present = EnumSet.noneOf(Allegiance.class);
            markers.stream().filter(m -> m.shape() == shape).forEach(m -> present.add(m.allegiance()));
            if (present.contains(Allegiance.ALL_THREE) || present.containsAll(
                    EnumSet.of(Allegiance.FRIENDLY, Allegiance.HOSTILE, Allegiance.NEUTRAL))) {
                result.add(new Symbol(Allegiance.ALL_THREE, shape));
            } else {
                present.forEach(a -> result.add(new Symbol(a, shape)));
            }
        }
        return result;
    }
}
