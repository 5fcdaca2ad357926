package org.adjutant.gitm.render;

import org.adjutant.gitm.map.Terrain;

import java.awt.Color;

/**
 * Colours and text symbols of the strategic map (GITM 1.2 terrains, GITM 1.4 flags), shared by the picture and the
 * plain-text rendering so the two keys agree.
 */
public final class StrategicPalette {
    public static final Color OUTSIDE = new Color(0xC8C8C8);
    public static final Color RIVER = new Color(0x2F6FD0);
    public static final Color RANGE = new Color(0x5A3A1A);
    public static final Color NATION_BORDER = new Color(0xB0101A);
    public static final Color STATE_BORDER = new Color(0x6A2A7A);
    public static final Color CITY = Color.BLACK;
    public static final Color LABEL = new Color(0x101010);
    public static final Color BACKGROUND = Color.WHITE;
    public static final char OUTSIDE_SYMBOL = '#';

    private StrategicPalette() {
    }

    public static Color terrain(Terrain t) {
        return switch (t) {
            case OPEN -> new Color(0xE6E2A4);
            case WATER -> new Color(0x8DB8E8);
            case HILL -> new Color(0xC9B574);
            case FOREST -> new Color(0x5E9A4E);
            case FORESTED_HILL -> new Color(0x3F7A3A);
            case MOUNTAIN -> new Color(0x9A7450);
            case HIGH_MOUNTAIN -> new Color(0xF2F2F2);
            case DESERT -> new Color(0xF2C36B);
            case HIGH_DESERT -> new Color(0xD9A56A);
            case MARSH -> new Color(0x9CC8A8);
            case SWAMP -> new Color(0x4F7F6A);
        };
    }

    /** One character per terrain for the text map. */
    /** The colour of battle marks. */
    public static final Color BATTLE = new Color(0x8B0000);

    public static char symbol(Terrain t) {
        return switch (t) {
            case OPEN -> '.';
            case WATER -> '~';
            case HILL -> 'h';
            case FOREST -> 'f';
            case FORESTED_HILL -> 'F';
            case MOUNTAIN -> 'm';
            case HIGH_MOUNTAIN -> 'M';
            case DESERT -> 'd';
            case HIGH_DESERT -> 'D';
            case MARSH -> ',';
            case SWAMP -> 's';
        };
    }

    public static Color allegiance(Allegiance a) {
        return switch (a) {
            case FRIENDLY -> new Color(0x1040E0);
            case HOSTILE -> new Color(0xE01010);
            case NEUTRAL -> new Color(0x808080);
            case ALL_THREE -> Color.BLACK;
        };
    }

    /** Text symbol of a marker: a flag is a capital letter, a tent the small letter, shattered troops a digit. */
    public static char symbol(Allegiance a, MarkerShape shape) {
        String letters = switch (shape) {
            case FLAG -> "BRGK";
            case TENT -> "brgk";
            case SHATTERED -> "1234";
            case BATTLE -> "XXXX";
        };
        return letters.charAt(a.ordinal());
    }
}
