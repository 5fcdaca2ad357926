package org.adjutant.gitm.render;

import java.util.List;

/**
 * What the flag colours of a strategic map stand for, as its key (picture and text) names them. The colours are the
 * markers' {@link Allegiance}; who chose them decides the words.
 */
public enum FlagKey {
    /** A player's map (GITM 1.4): his side and allies blue, hostile red, neutral grey, black where all three are. */
    SIDES,
    /** The moderator's map: he belongs to no side, so United States troops are blue and Mexican troops red. */
    NATIONS;

    /** The flag colours this key names, in the key's order. */
    List<Allegiance> flags() {
        return this == SIDES ? List.of(Allegiance.values()) : List.of(Allegiance.FRIENDLY, Allegiance.HOSTILE);
    }

    /** The picture's key: "friendly troops", "Mexican troops". */
    String troops(Allegiance a) {
        return words(a, "US", "Mexican") + " troops";
    }

    /** The text key: "friendly", "United States". */
    String name(Allegiance a) {
        return words(a, "United States", "Mexico");
    }

    private String words(Allegiance a, String us, String mexico) {
        if (this == NATIONS) {
            return switch (a) {
                case FRIENDLY -> us;
                case HOSTILE -> mexico;
                default -> throw new IllegalArgumentException("the moderator's map has no " + a + " flags");
            };
        }
        return switch (a) {
            case FRIENDLY -> "friendly";
            case HOSTILE -> "hostile";
            case NEUTRAL -> "neutral";
            case ALL_THREE -> "all three";
        };
    }

    /** The text map's key line: "     flags B friendly  R hostile ...; tents (inactive only) b r g k; ...". */
    String textLine() {
        StringBuilder line = new StringBuilder("     flags");
        StringBuilder tents = new StringBuilder();
        StringBuilder shattered = new StringBuilder();
        for (Allegiance a : flags()) {
            line.append(' ').append(StrategicPalette.symbol(a, MarkerShape.FLAG)).append(' ').append(name(a))
                    .append(' ');
            tents.append(' ').append(StrategicPalette.symbol(a, MarkerShape.TENT));
            shattered.append(' ').append(StrategicPalette.symbol(a, MarkerShape.SHATTERED));
        }
        return line.toString().stripTrailing() + "; tents (inactive only)" + tents + "; shattered only" + shattered
                + "\n";
    }
}
