package org.adjutant.gitm.order;

import java.util.Objects;
import java.util.Optional;

/**
 * Orders a player gives in an office (War Minister, Treasury Minister, Prime Minister, Monarch, army-HQ commander)
 * in a PLAYER block. Each names the units or cities it acts on, since the block is not about one unit.
 */
public sealed interface OfficeOrder extends GitmOrder {
    /** The offices the rules allow to give this order. */
    java.util.Set<Office> offices();

    /** Inactivate a unit on the map (GITM 11.1). */
    record InactivateUnit(String unit) implements OfficeOrder {
        public InactivateUnit {
            Objects.requireNonNull(unit);
        }

        @Override
        public String normalForm() {
            return "INACTIVATE " + unit;
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("activation of " + unit);
        }

        @Override
        public java.util.Set<Office> offices() {
            return Office.WAR_OFFICES;
        }
    }

    /** Reactivate an inactive unit (GITM 11.1). */
    record ActivateUnit(String unit) implements OfficeOrder {
        public ActivateUnit {
            Objects.requireNonNull(unit);
        }

        @Override
        public String normalForm() {
            return "ACTIVATE " + unit;
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("activation of " + unit);
        }

        @Override
        public java.util.Set<Office> offices() {
            return Office.WAR_OFFICES;
        }
    }

    /** Merge {@code unit} into {@code into}; the first ceases to exist (GITM 3.5, SoW 4.13). */
    record Merge(String unit, String into) implements OfficeOrder {
        public Merge {
            Objects.requireNonNull(unit);
            Objects.requireNonNull(into);
        }

        @Override
        public String normalForm() {
            return "MERGE " + unit + " INTO " + into;
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("fate of " + unit);
        }

        @Override
        public java.util.Set<Office> offices() {
            return Office.WAR_OFFICES;
        }
    }

    /** Move men and batteries from one unit to another of the same type (SoW 4.11). */
    record TransferMen(int men, int batteries, String from, String to) implements OfficeOrder {
        public TransferMen {
            Objects.requireNonNull(from);
            Objects.requireNonNull(to);
            Transfer.requireAmounts(men, batteries);
        }

        @Override
        public String normalForm() {
            return "TRANSFER " + men + " MEN " + batteries + " BATTERIES FROM " + from + " TO " + to;
        }

        @Override
        public Optional<String> slot() {
            return Optional.empty();
        }

        @Override
        public java.util.Set<Office> offices() {
            return Office.WAR_OFFICES;
        }
    }

    /**
     * Buy men and batteries for an existing unit (SoW 4.14; docs/rules/sow.md section 12): Mexican states, on the
     * reinforcement turns, by the War Minister, the Prime Minister or the Monarch.
     */
    record Reinforce(String unit, int men, int batteries) implements OfficeOrder {
        public Reinforce {
            Objects.requireNonNull(unit);
            if (men < 0 || batteries < 0 || men + batteries == 0) {
                throw new IllegalArgumentException("reinforce " + unit + " by " + men + "/" + batteries);
            }
        }

        @Override
        public String normalForm() {
            return "REINFORCE " + unit + " MEN " + men + " BATTERIES " + batteries;
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("reinforcement of " + unit);
        }

        @Override
        public java.util.Set<Office> offices() {
            return Office.WAR_OFFICES;
        }
    }

    /**
     * Merge transport group {@code group} into {@code into}: the first ceases to exist, its capacity and cargo join the
     * second (PATE-MD merge, which gives it to the Naval Minister, the Prime Minister and the Monarch).
     */
    record MergeTransports(String group, String into) implements OfficeOrder {
        public MergeTransports {
            Objects.requireNonNull(group);
            Objects.requireNonNull(into);
        }

        @Override
        public String normalForm() {
            return "MERGE " + group + " INTO " + into;
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("fate of " + group);
        }

        @Override
        public java.util.Set<Office> offices() {
            return Office.NAVAL_OFFICES;
        }
    }

    /**
     * Move crew and Marines from one ship to another of the state (SoW 4.12, which gives it to the Naval Minister, the
     * Prime Minister and the Monarch).
     */
    record TransferCrew(int crew, int marines, String from, String to) implements OfficeOrder {
        public TransferCrew {
            Objects.requireNonNull(from);
            Objects.requireNonNull(to);
            if (crew < 0 || marines < 0 || crew + marines == 0) {
                throw new IllegalArgumentException("a transfer moves some crew or Marines");
            }
        }

        @Override
        public String normalForm() {
            String men = (crew > 0 ? crew + " CREW" : "") + (crew > 0 && marines > 0 ? " " : "")
                    + (marines > 0 ? marines + " MARINES" : "");
            return "TRANSFER " + men + " FROM " + from + " TO " + to;
        }

        @Override
        public Optional<String> slot() {
            return Optional.empty();
        }

        @Override
        public java.util.Set<Office> offices() {
            return Office.NAVAL_OFFICES;
        }
    }

    /**
     * Scuttle a warship or transport group: she leaves the game (SoW 4.16, which gives it to the War Minister, the Prime
     * Minister and the Monarch; docs/rules/naval.md section 5).
     */
    record Scuttle(String ship) implements OfficeOrder {
        public Scuttle {
            Objects.requireNonNull(ship);
        }

        @Override
        public String normalForm() {
            return "SCUTTLE " + ship;
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("fate of " + ship);
        }

        @Override
        public java.util.Set<Office> offices() {
            return Office.WAR_OFFICES;
        }
    }

    /**
     * Sail a warship or transport group through the sea chart to a port's harbour, its coastal waters or a sea area,
     * by the shortest way through each waypoint in turn (PATE 1.3, PATE-MD movechance; docs/rules/naval.md section 3).
     * Designed: the Naval Minister, the Prime Minister and the Monarch give it, as they give the other orders of the
     * state's ships, until ships have commanders among the players.
     *
     * @param ship the ship's id as written
     * @param to   where she is bound
     * @param via  places to pass on the way, in order
     */
    record Sail(String ship, Place to, java.util.List<Place> via) implements OfficeOrder {
        /** At most this many waypoints: no ship makes more than five moves in a turn. */
        public static final int MAX_VIA = 8;

        /**
         * A place of the sea chart as a player names it: a port (its harbour, or with {@code coast} its coastal
         * waters) or a sea area by code or name.
         */
        public record Place(String name, boolean coast) {
            public Place {
                Objects.requireNonNull(name);
            }

            /** As the normal form writes it: "Pensacola", "COAST Veracruz", "SGC". */
            public String text() {
                return coast ? "COAST " + name : name;
            }
        }

        public Sail {
            Objects.requireNonNull(ship);
            Objects.requireNonNull(to);
            via = java.util.List.copyOf(via);
            if (via.size() > MAX_VIA) {
                throw new IllegalArgumentException("at most " + MAX_VIA + " waypoints");
            }
        }

        @Override
        public String normalForm() {
            StringBuilder b = new StringBuilder("SAIL ").append(ship);
            via.forEach(p -> b.append(" VIA ").append(p.text()));
            return b.append(" TO ").append(to.text()).toString();
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("course of " + org.adjutant.gitm.naval.ShipId.parse(ship).map(Object::toString)
                    .orElse(ship));
        }

        @Override
        public java.util.Set<Office> offices() {
            return Office.NAVAL_OFFICES;
        }
    }

    /**
     * A ship's orders for a fight this turn (PATE-MD combat; docs/rules/naval.md section 15): whether she brings on
     * battle, accepts it or evades it, and how her squadron fights. Designed: the Naval Minister, the Prime Minister
     * and the Monarch give them, as they give her course.
     *
     * @param ship  the ship's id as written
     * @param given the decisions the line gives; the others keep their defaults
     */
    record Combat(String ship, org.adjutant.gitm.naval.CombatOrders given) implements OfficeOrder {
        public Combat {
            Objects.requireNonNull(ship);
            Objects.requireNonNull(given);
            if (given.isEmpty()) {
                throw new IllegalArgumentException("COMBAT needs at least one decision");
            }
        }

        @Override
        public String normalForm() {
            return "COMBAT " + ship + " " + given.words();
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("combat orders of " + org.adjutant.gitm.naval.ShipId.parse(ship).map(Object::toString)
                    .orElse(ship));
        }

        @Override
        public java.util.Set<Office> offices() {
            return Office.NAVAL_OFFICES;
        }
    }

    /** Disband a unit (SoW 4.15). */
    record Disband(String unit) implements OfficeOrder {
        public Disband {
            Objects.requireNonNull(unit);
        }

        @Override
        public String normalForm() {
            return "DISBAND " + unit;
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("fate of " + unit);
        }

        @Override
        public java.util.Set<Office> offices() {
            return Office.WAR_OFFICES;
        }
    }

    /**
     * Raise {@code count} new units of one branch in a city (SoW 4.2, 4.3, 4.9 and the land build form). Militia may
     * be raised on any turn, other branches only on build turns.
     */
    record Raise(int count, Branch branch, String city, int men, int batteries, String commander, String deputy)
            implements OfficeOrder {
        /** The build form takes at most twelve units per order. */
        public static final int MAX_COUNT = 12;

        /**
         * @param commander the role slot to command the new units (the land build form); empty: the War Minister's
         * @param deputy    the role slot to deputise; empty: the War Minister's (docs/rules/sow.md section 8.9)
         */
        public Raise {
            Objects.requireNonNull(branch);
            Objects.requireNonNull(city);
            commander = commander == null ? "" : commander;
            deputy = deputy == null ? "" : deputy;
            if (count < 1 || count > MAX_COUNT || men < 0 || batteries < 0) {
                throw new IllegalArgumentException("raise " + count + " x " + men + "/" + batteries);
            }
        }

        /** The War Minister commands and deputises the new units. */
        public Raise(int count, Branch branch, String city, int men, int batteries) {
            this(count, branch, city, men, batteries, "", "");
        }

        @Override
        public String normalForm() {
            return "RAISE " + count + " " + branch.name() + " AT " + city + " MEN " + men + " BATTERIES " + batteries
                    + (commander.isEmpty() ? "" : " COMMANDER " + commander)
                    + (deputy.isEmpty() ? "" : " DEPUTY " + deputy);
        }

        @Override
        public Optional<String> slot() {
            return Optional.empty();
        }

        @Override
        public java.util.Set<Office> offices() {
            return Office.BUILD_OFFICES;
        }
    }

    /**
     * Lay down one warship of {@code type} in a dockyard of a port the state holds on the land map (SoW 4.4, 4.5, 4.8
     * and the raise-ship form; docs/rules/naval.md section 13.4); {@code name} is what she will be called, empty for
     * her id.
     */
    record RaiseWarship(org.adjutant.gitm.naval.ShipType type, String name, String port) implements OfficeOrder {
        public RaiseWarship {
            Objects.requireNonNull(type);
            Objects.requireNonNull(port);
            name = name == null ? "" : name;
            if (!type.isWarship()) {
                throw new IllegalArgumentException("a transport group is raised by RaiseTransport");
            }
        }

        @Override
        public String normalForm() {
            return "RAISE " + type.name() + (name.isEmpty() ? "" : " " + name) + " AT " + port;
        }

        @Override
        public Optional<String> slot() {
            return Optional.empty();
        }

        @Override
        public java.util.Set<Office> offices() {
            return Office.BUILD_OFFICES;
        }
    }

    /**
     * Raise a transport group of {@code capacity} spaces in a port the state holds on the land map (SoW 4.4, 4.5 and
     * the raise-ship form; docs/rules/naval.md section 13). The form counts a transport build by its capacity, not by
     * vessels.
     */
    record RaiseTransport(int capacity, String port) implements OfficeOrder {
        /** The raise-ship form: one transport build is at most this much capacity. */
        public static final int MAX_CAPACITY = 10_000;

        public RaiseTransport {
            Objects.requireNonNull(port);
            if (capacity < 1 || capacity > MAX_CAPACITY) {
                throw new IllegalArgumentException("transport capacity " + capacity);
            }
        }

        @Override
        public String normalForm() {
            return "RAISE TR " + capacity + " AT " + port;
        }

        @Override
        public Optional<String> slot() {
            return Optional.empty();
        }

        @Override
        public java.util.Set<Office> offices() {
            return Office.BUILD_OFFICES;
        }
    }

    /** Move supplies between cities or off-map ports (GITM 10.6, supply movement form). */
    record MoveSupplies(int amount, String from, String to) implements OfficeOrder {
        public MoveSupplies {
            Objects.requireNonNull(from);
            Objects.requireNonNull(to);
            if (amount < 1) {
                throw new IllegalArgumentException("supplies to move: " + amount);
            }
        }

        @Override
        public String normalForm() {
            return "SEND " + amount + " SUPPLIES FROM " + from + " TO " + to;
        }

        @Override
        public Optional<String> slot() {
            return Optional.empty();
        }

        @Override
        public java.util.Set<Office> offices() {
            return Office.SUPPLY_OFFICES;
        }
    }

    /**
     * Pay crowns into another state's treasury (SoW-2018 2.1; docs/rules/sow.md section 4). Carried out last in the
     * Orders phase; {@code to} is the state's id as the player wrote it or its name.
     */
    record Pay(int crowns, String to) implements OfficeOrder {
        public Pay {
            Objects.requireNonNull(to);
            if (crowns < 1) {
                throw new IllegalArgumentException("crowns to pay: " + crowns);
            }
        }

        @Override
        public String normalForm() {
            return "PAY " + crowns + " CROWNS TO " + to;
        }

        @Override
        public Optional<String> slot() {
            return Optional.empty();
        }

        @Override
        public java.util.Set<Office> offices() {
            return Office.PAY_OFFICES;
        }
    }

    /**
     * Buy supplies in a city's market, delivered into its store at the end of the turn (SoW 6 as designed in
     * docs/rules/sow.md section 14); {@code place} is the city or off-map port as the player wrote it.
     */
    record BuySupplies(int amount, String place) implements OfficeOrder {
        public BuySupplies {
            Objects.requireNonNull(place);
            if (amount < 1) {
                throw new IllegalArgumentException("supplies to buy: " + amount);
            }
        }

        @Override
        public String normalForm() {
            return "BUY " + amount + " SUPPLIES AT " + place;
        }

        @Override
        public Optional<String> slot() {
            return Optional.empty();
        }

        @Override
        public java.util.Set<Office> offices() {
            return Office.PURCHASE_OFFICES;
        }
    }

    /** Buy naval stores at a port (SoW 4.9, 6; docs/rules/sow.md section 14): refused until ships exist. */
    record BuyStores(int amount, String port) implements OfficeOrder {
        public BuyStores {
            Objects.requireNonNull(port);
            if (amount < 1) {
                throw new IllegalArgumentException("stores to buy: " + amount);
            }
        }

        @Override
        public String normalForm() {
            return "BUY " + amount + " STORES AT " + port;
        }

        @Override
        public Optional<String> slot() {
            return Optional.empty();
        }

        @Override
        public java.util.Set<Office> offices() {
            return Office.PURCHASE_OFFICES;
        }
    }

    /** Raise a city's fort by one level, or repair one (SoW 7 as designed in docs/rules/sow.md section 15). */
    record Fortify(String city) implements OfficeOrder {
        public Fortify {
            Objects.requireNonNull(city);
        }

        @Override
        public String normalForm() {
            return "FORTIFY " + city;
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("works at " + city.strip().toLowerCase(java.util.Locale.ROOT));
        }

        @Override
        public java.util.Set<Office> offices() {
            return Office.BUILD_OFFICES;
        }
    }

    /** Emplace coastal batteries at a port (SoW 7, docs/rules/sow.md section 15): refused until ships exist. */
    record Emplace(int batteries, String port) implements OfficeOrder {
        public Emplace {
            Objects.requireNonNull(port);
            if (batteries < 1) {
                throw new IllegalArgumentException("coastal batteries: " + batteries);
            }
        }

        @Override
        public String normalForm() {
            return "EMPLACE " + batteries + " BATTERIES AT " + port;
        }

        @Override
        public Optional<String> slot() {
            return Optional.empty();
        }

        @Override
        public java.util.Set<Office> offices() {
            return Office.BUILD_OFFICES;
        }
    }

    /**
     * A leader's ballot for the President of Mexico (AMWOL 1.2; docs/rules/politics.md section 4): for the leader of
     * the state {@code president} (as the player wrote its id or name), or, when {@code president} is empty, to remove
     * the sitting President. It stands until the leader casts another or the office changes hands.
     */
    record Vote(String president) implements OfficeOrder {
        public Vote {
            Objects.requireNonNull(president);
        }

        /** A ballot to remove the sitting President. */
        public static Vote remove() {
            return new Vote("");
        }

        public boolean removes() {
            return president.isEmpty();
        }

        @Override
        public String normalForm() {
            return removes() ? "VOTE REMOVE" : "VOTE PRESIDENT " + president;
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("ballot for the President");
        }

        @Override
        public java.util.Set<Office> offices() {
            return Office.LEADER_OFFICES;
        }
    }

    /**
     * The President of Mexico's share of the state of Mexico's income for another Mexican state (AMWOL 1.2;
     * docs/rules/politics.md section 5): {@code percent} of what the state collects this turn, paid over once it is
     * collected; {@code to} is the state as the player wrote its id or name.
     */
    record Share(int percent, String to) implements OfficeOrder {
        public Share {
            Objects.requireNonNull(to);
            if (percent < 1 || percent > 100) {
                throw new IllegalArgumentException("a share is 1 to 100 percent: " + percent);
            }
        }

        @Override
        public String normalForm() {
            return "SHARE " + percent + " PERCENT TO " + to;
        }

        @Override
        public Optional<String> slot() {
            return Optional.empty();
        }

        @Override
        public java.util.Set<Office> offices() {
            return Office.PRESIDENT_OFFICES;
        }
    }

    /**
     * A leader's signature on a treaty with another Mexican state (RAR 1.1-1.2; docs/rules/politics.md section 6): a
     * proposal until the other state's leader signs the same terms, then concluded. {@code with} is the state as the
     * player wrote its id or name.
     */
    record Sign(Terms terms, String with, boolean secret) implements OfficeOrder {
        /** What the treaty makes of the two states. */
        public enum Terms { ALLIANCE, PEACE }

        public Sign {
            Objects.requireNonNull(terms);
            Objects.requireNonNull(with);
        }

        @Override
        public String normalForm() {
            return "TREATY " + terms + " WITH " + with + (secret ? " SECRET" : "");
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("relations with " + with.strip().toLowerCase(java.util.Locale.ROOT));
        }

        @Override
        public java.util.Set<Office> offices() {
            return Office.LEADER_OFFICES;
        }
    }

    /** A leader's declaration of war on another Mexican state (RAR; docs/rules/politics.md section 6): public. */
    record DeclareWar(String on) implements OfficeOrder {
        public DeclareWar {
            Objects.requireNonNull(on);
        }

        @Override
        public String normalForm() {
            return "DECLARE WAR ON " + on;
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("relations with " + on.strip().toLowerCase(java.util.Locale.ROOT));
        }

        @Override
        public java.util.Set<Office> offices() {
            return Office.LEADER_OFFICES;
        }
    }
}
