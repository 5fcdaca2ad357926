package org.adjutant.gitm.unit;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The ten unit types of GITM 3.1 and the two headquarters types, with the two-letter codes unit ids use.
 *
 * <p>The rules write dragoons as medium cavalry, {@code MC} (GITM 3.5, 7.6, 8.6; the rules summary's example
 * "MX4MC"), and the Sinews of War maintenance table lists the cavalry as {@code NC, MC and LC}, so lancers are
 * {@code NC}. Headquarters come first so listings start with them. The everyday abbreviations {@code DR} and {@code LN} are accepted on input and printed canonically.
 */
public enum UnitType {
    AQ("army headquarters", Arm.HEADQUARTERS, 4, List.of()),
    CQ("corps headquarters", Arm.HEADQUARTERS, 3, List.of()),
    IN("infantry", Arm.INFANTRY, 3, List.of()),
    LI("light infantry", Arm.INFANTRY, 3, List.of()),
    LC("light cavalry", Arm.CAVALRY, 4, List.of()),
    MC("dragoons", Arm.CAVALRY, 4, List.of("DR")),
    NC("lancers", Arm.CAVALRY, 4, List.of("LN", "HC")),
    MA("medium artillery", Arm.ARTILLERY, 3, List.of()),
    LA("light artillery", Arm.ARTILLERY, 3, List.of()),
    HA("horse artillery", Arm.ARTILLERY, 4, List.of()),
    SA("siege artillery", Arm.ARTILLERY, 2, List.of()),
    MI("militia", Arm.MILITIA, 2, List.of());


    private final String words;
    private final Arm arm;
    private final int movementAllowance;
    private final List<String> aliases;

    UnitType(String words, Arm arm, int movementAllowance, List<String> aliases) {
        this.words = words;
        this.arm = arm;
        this.movementAllowance = movementAllowance;
        this.aliases = aliases;
    }

    /** "light infantry", as a report writes the type. */
    public String words() {
        return words;
    }

    public Arm arm() {
        return arm;
    }

    public boolean isHeadquarters() {
        return arm == Arm.HEADQUARTERS;
    }

    /** Units that fight (GITM 9.2: headquarters do not). */
    public boolean isCombatUnit() {
        return arm != Arm.HEADQUARTERS;
    }

    /** Strategic squares per turn before supplies, communications and forced marches (GITM 7.1). */
    public int movementAllowance() {
        return movementAllowance;
    }

    /** Units of supply the unit may carry: a corps HQ up to 12, anything else 0 or 1 (GITM 10.7). */
    public int maxSuppliesCarried() {
        return this == CQ ? 12 : 1;
    }

    /** Accepts the canonical code, an alias ({@code DR}, {@code LN}) or the type's name in words, in any case. */
    public static Optional<UnitType> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        // Every unit id of every order passes here; a code written plainly ("IN", "lc") needs no clean-up.
        String t = text.length() == 2 && isLetter(text.charAt(0)) && isLetter(text.charAt(1))
                ? text.toUpperCase(Locale.ROOT)
                : SEPARATORS.matcher(text.trim().toUpperCase(Locale.ROOT)).replaceAll(" ");
        return Optional.ofNullable(BY_NAME.get(t));
    }

    private static boolean isLetter(char c) {
        return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z';
    }

    private static final java.util.regex.Pattern SEPARATORS = java.util.regex.Pattern.compile("[\\s_-]+");

    /** Codes, aliases and names in words, upper case, as {@link #parse} reads them. */
    private static final java.util.Map<String, UnitType> BY_NAME = byName();

    private static java.util.Map<String, UnitType> byName() {
        java.util.Map<String, UnitType> names = new java.util.HashMap<>();
        for (UnitType type : values()) {
            names.putIfAbsent(type.name(), type);
            type.aliases.forEach(a -> names.putIfAbsent(a, type));
            names.putIfAbsent(type.words.toUpperCase(Locale.ROOT), type);
        }
        names.putIfAbsent("DRAGOON", MC);
        names.putIfAbsent("MEDIUM CAVALRY", MC);
        names.putIfAbsent("LANCER", NC);
        names.putIfAbsent("LANCER CAVALRY", NC);
        return java.util.Map.copyOf(names);
    }
}
