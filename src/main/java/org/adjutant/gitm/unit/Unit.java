package org.adjutant.gitm.unit;

import org.adjutant.gitm.map.Nation;

/**
 * One GITM land unit as it stands between turns (GITM 3): who it is, whom it serves, how strong and how good it is,
 * where it is, who commands it and where it draws supply and communications from. Immutable: every change is a
 * {@code with...} copy, and the constructor refuses values outside the ranges below, so no engine step can leave a
 * unit in an impossible state.
 *
 * <p>Scales (GITM 3.2; the rules give no maxima, these are the project's, see docs/scenario-format.md):
 * experience 0-{@value #MAX_EXPERIENCE} (the morale check table runs to "64+"), morale 0-{@value #MAX_MORALE} starting
 * at {@value #START_MORALE} (GITM 3.7; the 3.3 sample's small number is read as a low morale on this scale), fatigue
 * 0-{@value #MAX_FATIGUE} (16 and over shatters on a morale check, GITM 12.1), initiative 1-5 (GITM 8.6), ammunition
 * 0-{@value #MAX_AMMUNITION} (GITM 10.9), supplies carried 0-1, or 0-12 for a corps HQ (GITM 10.7).
 *
 * @param name           what players call it, e.g. "3rd Infantry"; defaults to {@link UnitId#describe()}
 * @param state          the owning state's id (AMWOL 1.2), e.g. {@code US}, {@code NE}
 * @param men            strength in men
 * @param batteries      attached artillery batteries (GITM 3.1)
 * @param inFort         inside its city's fort; the id is then shown with an F (GITM 2.6)
 * @param commander      role slot id of the commander (GITM 3.4)
 * @param deputy         role slot id of the deputy commander (GITM 3.4)
 * @param supplySource   what the status report lists as supply source: a unit id, a city name, or empty (GITM 10.11)
 * @param communications the root of its communications: an army HQ id, a city name, or empty when out of
 *                       communications (GITM 10.1; docs/rules/gitm-10-supply.md section 4.2)
 * @param communicationsVia the corps HQ a non-HQ unit is in communications through (GITM 10.1, 3.3: the status block
 *                       shows it); empty for HQs, units out of communications and units linked by a city alone
 * @param homeCity       the city a militia unit was raised in (GITM 1.4, 11.2); empty for other units
 * @param guard          Guardia Presidencial infantry, allowed above the usual infantry ceiling (SoW 4.9)
 * @param stragglers     men scattered by battle, withdrawal or shattering who may find their way back (GITM 9.13)
 * @param wounded        men wounded in battle, back at the end of the campaign (GITM 9.13)
 * @param prisoners      men of the unit taken prisoner, back at the end of the campaign (GITM 9.13)
 * @param reformTurns    while shattered: the turns of reforming still to complete, this one included (GITM 12.3,
 *                       12.4); 0 otherwise
 * @param reformFailures while shattered: the turns it was ready to reform but lacked supply or communications
 *                       (GITM 12.5); 0 otherwise
 * @param gainedExperienceThisCampaign whether it gained experience by fighting or marching in this campaign, which
 *                       decides how much it loses at the campaign's end (GITM 3.6)
 */
public record Unit(UnitId id, String name, String state, int men, int batteries, Quality quality, int experience,
                   int morale, int fatigue, int initiative, int supplies, int ammunition, Location location,
                   boolean inFort, Readiness readiness, String commander, String deputy, String supplySource,
                   String communications, String homeCity, boolean guard, int stragglers, int wounded,
                   int prisoners, int reformTurns, int reformFailures, boolean gainedExperienceThisCampaign,
                   String communicationsVia)
        implements Comparable<Unit> {
    public static final int MAX_EXPERIENCE = 100;
    public static final int MAX_MORALE = 100;
    public static final int START_MORALE = 50;
    public static final int MAX_FATIGUE = 99;
    public static final int MAX_AMMUNITION = 5;
    public static final int MIN_INITIATIVE = 1;
    public static final int MAX_INITIATIVE = 5;
    /** What {@link #displayId} appends to the id of a unit inside a fort (GITM 2.6); no unit type ends in it. */
    public static final String FORT_SUFFIX = "F";
    /**
     * The key every report prints where it shows display ids (status blocks, tactical troop lists), so that a new
     * player reads {@link #FORT_SUFFIX} right. No apostrophe: the HTML parts print it escaped but unchanged.
     */
    public static final String FORT_SUFFIX_KEY = "A unit id ending in " + FORT_SUFFIX + " (as US7IN" + FORT_SUFFIX
            + "): the unit is inside the fort of its town.";

    public Unit {
        if (id == null || quality == null || location == null || readiness == null) {
            throw new IllegalArgumentException("a unit needs an id, a quality, a location and a readiness");
        }
        name = name == null || name.isBlank() ? id.describe() : name.strip();
        if (!isStateId(state)) {
            throw new IllegalArgumentException(id + ": a state id is 1-16 capitals, digits or '_': " + state);
        }
        requireRange(id, "strength", men, 0, Integer.MAX_VALUE);
        requireRange(id, "batteries", batteries, 0, Integer.MAX_VALUE);
        requireRange(id, "experience", experience, 0, MAX_EXPERIENCE);
        requireRange(id, "morale", morale, 0, MAX_MORALE);
        requireRange(id, "fatigue", fatigue, 0, MAX_FATIGUE);
        requireRange(id, "initiative", initiative, MIN_INITIATIVE, MAX_INITIATIVE);
        requireRange(id, "supplies", supplies, 0, id.type().maxSuppliesCarried());
        requireRange(id, "ammunition", ammunition, 0, MAX_AMMUNITION);
        commander = requireRole(id, "commander", commander);
        deputy = requireRole(id, "deputy", deputy);
        supplySource = supplySource == null ? "" : supplySource.strip();
        communications = communications == null ? "" : communications.strip();
        communicationsVia = communicationsVia == null ? "" : communicationsVia.strip();
        homeCity = homeCity == null ? "" : homeCity.strip();
        if (guard && id.type() != UnitType.IN) {
            throw new IllegalArgumentException(id + ": only infantry can be Guardia Presidencial");
        }
        requireRange(id, "stragglers", stragglers, 0, Integer.MAX_VALUE);
        requireRange(id, "wounded", wounded, 0, Integer.MAX_VALUE);
        requireRange(id, "prisoners", prisoners, 0, Integer.MAX_VALUE);
        requireRange(id, "reform turns", reformTurns, 0, Integer.MAX_VALUE);
        requireRange(id, "reform failures", reformFailures, 0, Integer.MAX_VALUE);
    }

    /**
     * Whether {@code state} reads {@code [A-Z][A-Z0-9_]{0,15}}, checked by hand: every change to a unit builds a new
     * one, and a regular expression here was compiled on each of them.
     */
    private static boolean isStateId(String state) {
        if (state == null || state.isEmpty() || state.length() > 16) {
            return false;
        }
        for (int i = 0; i < state.length(); i++) {
            char c = state.charAt(i);
            boolean letter = c >= 'A' && c <= 'Z';
            if (!(letter || i > 0 && (c >= '0' && c <= '9' || c == '_'))) {
                return false;
            }
        }
        return true;
    }

    private static void requireRange(UnitId id, String what, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(id + ": " + what + " must be " + min
                    + (max == Integer.MAX_VALUE ? " or more" : "-" + max) + ", not " + value);
        }
    }

    private static String requireRole(UnitId id, String what, String role) {
        if (role == null || role.isBlank()) {
            throw new IllegalArgumentException(id + " needs a " + what + " (GITM 3.4)");
        }
        return role.strip();
    }

    /** A unit with the defaults a freshly raised unit has (SoW 4.9: one supply; GITM 3.7: morale 50). */
    public static Builder builder(UnitId id, String state) {
        return new Builder(id, state);
    }

    public static Builder builder(String id, String state) {
        return new Builder(UnitId.of(id), state);
    }

    public Builder toBuilder() {
        return new Builder(this);
    }

    public UnitType type() {
        return id.type();
    }

    public Nation nation() {
        return id.nation();
    }

    public boolean isActive() {
        return readiness == Readiness.ACTIVE;
    }

    public boolean isHeadquarters() {
        return id.type().isHeadquarters();
    }

    /** The id as maps and status blocks show it: with {@link #FORT_SUFFIX} appended inside a fort (GITM 2.6). */
    public String displayId() {
        return inFort ? id + FORT_SUFFIX : id.toString();
    }

    public Unit withMen(int value) {
        return toBuilder().men(value).build();
    }

    public Unit withBatteries(int value) {
        return toBuilder().batteries(value).build();
    }

    public Unit withLocation(Location value) {
        return toBuilder().location(value).build();
    }

    public Unit withInFort(boolean value) {
        return toBuilder().inFort(value).build();
    }

    public Unit withReadiness(Readiness value) {
        return toBuilder().readiness(value).build();
    }

    public Unit withCommand(String newCommander, String newDeputy) {
        return toBuilder().commander(newCommander).deputy(newDeputy).build();
    }

    public Unit withState(String value) {
        return toBuilder().state(value).build();
    }

    public Unit withSupplies(int value) {
        return toBuilder().supplies(value).build();
    }

    public Unit withAmmunition(int value) {
        return toBuilder().ammunition(value).build();
    }

    public Unit withExperience(int value) {
        return toBuilder().experience(value).build();
    }

    public Unit withQuality(Quality value) {
        return toBuilder().quality(value).build();
    }

    public Unit withInitiative(int value) {
        return toBuilder().initiative(value).build();
    }

    public Unit withSupplySource(String value) {
        return toBuilder().supplySource(value).build();
    }

    public Unit withCommunications(String value) {
        return toBuilder().communications(value).build();
    }

    /** Communications as judged (GITM 10.1): the root and the corps HQ a non-HQ unit links through (or empty). */
    public Unit withCommunications(String root, String via) {
        return toBuilder().communications(root).communicationsVia(via).build();
    }

    /** Morale moved by {@code delta}, held inside 0-100: the morale chart can push past either end. */
    public Unit adjustMorale(int delta) {
        return toBuilder().morale(clamp(morale + delta, 0, MAX_MORALE)).build();
    }

    /** Fatigue moved by {@code delta}, held inside 0-99: recovery (GITM 3.2) never goes below fresh. */
    public Unit adjustFatigue(int delta) {
        return toBuilder().fatigue(clamp(fatigue + delta, 0, MAX_FATIGUE)).build();
    }

    /**
     * Experience moved by {@code delta}, held inside 0-100; a gain (from battle or march) also marks the unit as having
     * gained experience this campaign (GITM 3.6).
     */
    public Unit adjustExperience(int delta) {
        Builder b = toBuilder().experience(clamp(experience + delta, 0, MAX_EXPERIENCE));
        if (delta > 0) {
            b.gainedExperienceThisCampaign(true);
        }
        return b.build();
    }

    /** The three pools of men away from the ranks (GITM 9.13). */
    public Unit withPools(int newStragglers, int newWounded, int newPrisoners) {
        return toBuilder().stragglers(newStragglers).wounded(newWounded).prisoners(newPrisoners).build();
    }

    /** The reforming counters of a shattered unit (GITM 12.3-12.5). */
    public Unit withReform(int turns, int failures) {
        return toBuilder().reformTurns(turns).reformFailures(failures).build();
    }

    /** Men away from the ranks who may come back: stragglers, wounded and prisoners (GITM 9.13). */
    public int absent() {
        return stragglers + wounded + prisoners;
    }

    private static int clamp(int value, int min, int max) {
        return Math.max(min, Math.min(max, value));
    }

    @Override
    public int compareTo(Unit o) {
        return id.compareTo(o.id);
    }

    /** Builds units field by field; unset fields take the values of a fresh, untried unit. */
    public static final class Builder {
        private UnitId id;
        private String name = "";
        private String state;
        private int men;
        private int batteries;
        private Quality quality = Quality.AVERAGE;
        private int experience;
        private int morale = START_MORALE;
        private int fatigue;
        private int initiative = 4;
        private int supplies = 1;
        private int ammunition = MAX_AMMUNITION;
        private Location location;
        private boolean inFort;
        private Readiness readiness = Readiness.ACTIVE;
        private String commander;
        private String deputy;
        private String supplySource = "";
        private String communications = "";
        private String communicationsVia = "";
        private String homeCity = "";
        private boolean guard;
        private int stragglers;
        private int wounded;
        private int prisoners;
        private int reformTurns;
        private int reformFailures;
        private boolean gainedExperienceThisCampaign;

        private Builder(UnitId id, String state) {
            this.id = id;
            this.state = state;
            this.men = SizeLimits.defaultStrength(id.type());
            this.batteries = SizeLimits.defaultBatteries(id.type());
        }

        private Builder(Unit u) {
            id = u.id;
            name = u.name;
            state = u.state;
            men = u.men;
            batteries = u.batteries;
            quality = u.quality;
            experience = u.experience;
            morale = u.morale;
            fatigue = u.fatigue;
            initiative = u.initiative;
            supplies = u.supplies;
            ammunition = u.ammunition;
            location = u.location;
            inFort = u.inFort;
            readiness = u.readiness;
            commander = u.commander;
            deputy = u.deputy;
            supplySource = u.supplySource;
            communications = u.communications;
            communicationsVia = u.communicationsVia;
            homeCity = u.homeCity;
            guard = u.guard;
            stragglers = u.stragglers;
            wounded = u.wounded;
            prisoners = u.prisoners;
            reformTurns = u.reformTurns;
            reformFailures = u.reformFailures;
            gainedExperienceThisCampaign = u.gainedExperienceThisCampaign;
        }

        public Builder id(UnitId v) {
            id = v;
            return this;
        }

        public Builder name(String v) {
            name = v;
            return this;
        }

        public Builder state(String v) {
            state = v;
            return this;
        }

        public Builder men(int v) {
            men = v;
            return this;
        }

        public Builder batteries(int v) {
            batteries = v;
            return this;
        }

        public Builder quality(Quality v) {
            quality = v;
            return this;
        }

        public Builder experience(int v) {
            experience = v;
            return this;
        }

        public Builder morale(int v) {
            morale = v;
            return this;
        }

        public Builder fatigue(int v) {
            fatigue = v;
            return this;
        }

        public Builder initiative(int v) {
            initiative = v;
            return this;
        }

        public Builder supplies(int v) {
            supplies = v;
            return this;
        }

        public Builder ammunition(int v) {
            ammunition = v;
            return this;
        }

        public Builder location(Location v) {
            location = v;
            return this;
        }

        public Builder at(String strategic, String tactical) {
            location = Location.of(strategic, tactical);
            return this;
        }

        public Builder inFort(boolean v) {
            inFort = v;
            return this;
        }

        public Builder readiness(Readiness v) {
            readiness = v;
            return this;
        }

        public Builder commander(String v) {
            commander = v;
            return this;
        }

        public Builder deputy(String v) {
            deputy = v;
            return this;
        }

        public Builder supplySource(String v) {
            supplySource = v;
            return this;
        }

        public Builder communicationsVia(String v) {
            communicationsVia = v;
            return this;
        }

        public Builder communications(String v) {
            communications = v;
            return this;
        }

        public Builder homeCity(String v) {
            homeCity = v;
            return this;
        }

        public Builder guard(boolean v) {
            guard = v;
            return this;
        }

        public Builder stragglers(int v) {
            stragglers = v;
            return this;
        }

        public Builder wounded(int v) {
            wounded = v;
            return this;
        }

        public Builder prisoners(int v) {
            prisoners = v;
            return this;
        }

        public Builder reformTurns(int v) {
            reformTurns = v;
            return this;
        }

        public Builder reformFailures(int v) {
            reformFailures = v;
            return this;
        }

        public Builder gainedExperienceThisCampaign(boolean v) {
            gainedExperienceThisCampaign = v;
            return this;
        }

        public Unit build() {
            return new Unit(id, name, state, men, batteries, quality, experience, morale, fatigue, initiative,
                    supplies, ammunition, location, inFort, readiness, commander, deputy, supplySource,
                    communications, homeCity, guard, stragglers, wounded, prisoners, reformTurns, reformFailures,
                    gainedExperienceThisCampaign, communicationsVia);
        }
    }
}
