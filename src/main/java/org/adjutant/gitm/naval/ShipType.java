package org.adjutant.gitm.naval;

import java.util.Locale;
import java.util.Optional;

/**
 * The kinds of ship (SoW 4.9, 5.4; PATE movement chances; docs/rules/naval.md section 2). The AMWOL upkeep table names
 * frigates, sloops and transport groups; its crew limits name a ship of the line as well (FL).
 *
 * <p>Crew and Marine limits: the ship of the line's are SoW 4.9's. SoW 4.9's figures for the other two are the
 * Napoleonic game's (600 for the "SL", a ship of the line there, and 250 for a frigate), which SoW-2018 warns are not
 * yet converted; a frigate of 1846 carried about 480 men and 50 Marines and a sloop about 200 and 20, so the limits
 * here are those complements with a little room (designed, naval.md section 2.1).
 */
public enum ShipType {
    FL("ship of the line", SailClass.LINE, 800, 200, 12, 5),
    FR("frigate", SailClass.FRIGATE, 500, 60, 8, 3),
    SL("sloop of war", SailClass.FRIGATE, 220, 30, 4, 1),
    TR("transport group", SailClass.LINE, 0, 0, 0, 0);

    /** The two rows of PATE's movement chances: frigates, and ships of the line with transport groups. */
    public enum SailClass { FRIGATE, LINE }

    private final String words;
    private final SailClass sail;
    private final int maxCrew;
    private final int maxMarines;
    private final int sailingUpkeep;
    private final int baseUpkeep;

    ShipType(String words, SailClass sail, int maxCrew, int maxMarines, int sailingUpkeep, int baseUpkeep) {
        this.words = words;
        this.sail = sail;
        this.maxCrew = maxCrew;
        this.maxMarines = maxMarines;
        this.sailingUpkeep = sailingUpkeep;
        this.baseUpkeep = baseUpkeep;
    }

    public String words() {
        return words;
    }

    public SailClass sail() {
        return sail;
    }

    public boolean isWarship() {
        return this != TR;
    }

    /** Most crew aboard a warship (SoW 4.9); a transport group's crew and Marines are limited by its capacity. */
    public int maxCrew() {
        return maxCrew;
    }

    public int maxMarines() {
        return maxMarines;
    }

    /**
     * A warship's wartime upkeep a turn away from her base harbour (SoW 5.4: frigate 8, sloop 4; the ship of the line,
     * which the table leaves out, is designed at half as much again as a frigate). 0 for a transport group, which pays
     * by its capacity instead.
     */
    public int sailingUpkeep() {
        return sailingUpkeep;
    }

    /** A warship's wartime upkeep a turn tied up in her base harbour (SoW 5.4: frigate 3, sloop 1; ship of the line 5). */
    public int baseUpkeep() {
        return baseUpkeep;
    }

    /** The type a player or a scenario names: its code (FR) or its name ("frigate"), in any case. */
    public static Optional<ShipType> parse(String text) {
        String t = text.strip().toUpperCase(Locale.ROOT);
        for (ShipType s : values()) {
            if (s.name().equals(t) || s.words.toUpperCase(Locale.ROOT).equals(t)) {
                return Optional.of(s);
            }
        }
        return switch (t) {
            case "SOL" -> Optional.of(FL);
            case "SLOOP" -> Optional.of(SL);
            case "TRANSPORT", "TRANSPORTS" -> Optional.of(TR);
            default -> Optional.empty();
        };
    }
}
