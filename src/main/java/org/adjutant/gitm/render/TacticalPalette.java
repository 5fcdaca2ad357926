package org.adjutant.gitm.render;

import java.awt.Color;
import java.util.List;
import org.adjutant.gitm.map.TacticalTerrain;

/**
 * Colours and characters shared by the picture and the plain-text drawing of a tactical map, so that the key of
 * one always matches the other.
 */
public final class TacticalPalette {
    public static final Color FRIENDLY = new Color(0, 70, 220);
    public static final Color HOSTILE = new Color(215, 0, 0);
    public static final Color NEUTRAL = new Color(128, 128, 128);
    public static final Color ALL_THREE = new Color(0, 0, 0);
    /** The town character when the town has a fort (GITM 2.6). */
    public static final char FORT = 'F';

    private TacticalPalette() {
    }

    /** The fill of a terrain square. */
    public static Color colour(TacticalTerrain terrain) {
        return switch (terrain) {
            case OPEN -> new Color(214, 228, 168);
            case HILLS -> new Color(204, 178, 120);
            case HIGH_HILLS -> new Color(160, 122, 76);
            case RIVER -> new Color(64, 132, 230);
            case FORD -> new Color(158, 204, 240);
            case MOUNTAIN -> new Color(112, 104, 98);
            case PASS -> new Color(196, 186, 172);
            case WATER -> new Color(28, 68, 150);
            case FOREST -> new Color(56, 128, 58);
            case TOWN -> new Color(232, 222, 200);
        };
    }

    /** The flag colour of GITM 1.4 and 2.5. */
    public static Color colour(Allegiance allegiance) {
        return switch (allegiance) {
            case FRIENDLY -> FRIENDLY;
            case HOSTILE -> HOSTILE;
            case NEUTRAL -> NEUTRAL;
            case ALL_THREE -> ALL_THREE;
        };
    }

    /** One character per terrain for the plain-text drawing. */
    public static char symbol(TacticalTerrain terrain) {
        return switch (terrain) {
            case OPEN -> '.';
            case HILLS -> 'n';
            case HIGH_HILLS -> 'N';
            case RIVER -> '~';
            case FORD -> '=';
            case MOUNTAIN -> '^';
            case PASS -> 'v';
            case WATER -> 'w';
            case FOREST -> 'f';
            case TOWN -> 'T';
        };
    }

    /** One character for the troops in a square: their allegiance, or '*' when mixed but not all three. */
    public static char symbol(List<Marker> markers) {
        List<Allegiance> kinds = markers.stream().filter(m -> m.shape() != MarkerShape.BATTLE)
                .map(Marker::allegiance).distinct().toList();
        if (kinds.isEmpty()) {
            return '!';
        }
        if (kinds.size() != 1) {
            return TacticalMarkers.allThree(markers) ? symbol(Allegiance.ALL_THREE) : '*';
        }
        return symbol(kinds.get(0));
    }

    public static char symbol(Allegiance allegiance) {
        return switch (allegiance) {
            case FRIENDLY -> '+';
            case HOSTILE -> 'x';
            case NEUTRAL -> 'o';
            case ALL_THREE -> '#';
        };
    }

    /** "blue", "red", "grey", "black": how a report names the flag colour. */
    public static String colourName(Allegiance allegiance) {
        return switch (allegiance) {
            case FRIENDLY -> "blue";
            case HOSTILE -> "red";
            case NEUTRAL -> "grey";
            case ALL_THREE -> "black";
        };
    }

    public static String shapeName(MarkerShape shape) {
        return switch (shape) {
            case FLAG -> "flag";
            case TENT -> "tent";
            case SHATTERED -> "boxed S";
            case BATTLE -> "crossed sabres";
        };
    }
}
