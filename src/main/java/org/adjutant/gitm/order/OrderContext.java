package org.adjutant.gitm.order;

import java.util.Optional;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicSquare;

/**
 * The game state as order checks see it, read-only and as of the moment the mail arrives. The lead binds it to the
 * real state; {@link InMemoryOrderContext} is a small stand-in for tests and benchmarks.
 */
public interface OrderContext {
    /** The kind of the turn the orders are for. */
    TurnKind turn();

    /** A unit by id (upper case, e.g. MX3LI). */
    Optional<UnitView> unit(String unitId);

    /**
     * Why a transfer of crew and Marines between two ships of {@code state} cannot be made on the position as it
     * stands (SoW 4.12), if it cannot; a game without ships has no ship to name.
     */
    default Optional<String> crewTransfer(String state, OfficeOrder.TransferCrew order) {
        return Optional.of(order.from() + " is not a ship of " + state);
    }

    /**
     * Why the unit cannot board the transport group it names, if it cannot (GITM 7.17; docs/rules/naval.md section
     * 9); a game without ships has no group to board.
     */
    default Optional<String> boarding(String unitId, String group) {
        return Optional.of(group + " is not a transport group of this game");
    }

    /** Why the unit cannot go ashore where it is ordered, if it cannot (docs/rules/naval.md section 10). */
    default Optional<String> landing(String unitId, UnitOrder.Land order) {
        return Optional.of(unitId + " is not aboard a transport group: LAND is for units at sea (GITM 7.17)");
    }

    /**
     * Why the unit cannot go ashore into the garrison of the off-map port it names with {@code PORT}, if it cannot
     * (GITM 7.17; docs/rules/naval.md section 18); a game without ships has no harbour to land from.
     */
    default Optional<String> garrisonEntry(String unitId, String port) {
        return Optional.of(unitId + " is not aboard a transport group: PORT puts units at sea ashore into the garrison"
                + " of the off-map port whose harbour their group lies in (GITM 7.17)");
    }

    /**
     * Why units of {@code state} may not stand in the garrison of this off-map port at all, if they may not: it is
     * held by nobody in the game, by a neutral or by an enemy (docs/rules/naval.md section 18). Blockades and chains
     * of contact are judged at the deadline.
     */
    default Optional<String> garrisonPort(String state, String port) {
        return Optional.empty();
    }

    /**
     * Why {@code state}'s office cannot move supplies into or out of the transport group the order names, if it
     * cannot (docs/rules/naval.md section 11); a game without ships has no group.
     */
    default Optional<String> shipSupplies(String state, OfficeOrder.MoveSupplies order) {
        return Optional.of("there is no transport group in this game to carry supplies");
    }

    /** Whether the order's place names a transport group (US1TR) rather than a city or port. */
    static boolean namesGroup(OfficeOrder.MoveSupplies order) {
        return Readers.isTransportId(order.from().toUpperCase(java.util.Locale.ROOT))
                || Readers.isTransportId(order.to().toUpperCase(java.util.Locale.ROOT));
    }

    /**
     * Why a ship of {@code state} cannot sail as ordered on the position as it stands (PATE 1.1-1.3), if she cannot; a
     * game without ships has no ship to name.
     */
    default Optional<String> voyage(String state, OfficeOrder.Sail order) {
        return Optional.of(order.ship() + " is not a ship of " + state);
    }

    /** Why a ship of {@code state} cannot take these combat orders (PATE-MD combat), if she cannot. */
    default Optional<String> combatOrders(String state, OfficeOrder.Combat order) {
        return Optional.of(order.ship() + " is not a ship of " + state);
    }

    /** A ship by id, however it was written (docs/rules/naval.md); none in a game without ships. */
    default Optional<ShipView> ship(String shipId) {
        return Optional.empty();
    }

    /** What the map knows of a square; empty when the square is off the playing area. */
    Optional<SquareInfo> square(StrategicSquare square);

    /** Squares of Guatemala, which no unit may enter (GITM 7.16). */
    boolean isGuatemala(StrategicSquare square);

    /** A city on the map by name, ignoring case. */
    Optional<City> city(String name);

    /** Whether the name is an off-map port (Baltimore, Havana...), ignoring case (GITM 7.17, 11.1). */
    boolean isOffMapPort(String name);

    /** The home nation of a state (a Mexican faction's is Mexico); empty for an unknown state. */
    Optional<Nation> nationOf(String state);

    /** Whether a square lies north of the Rio Grande, where Mexico may not deploy (GITM 7.19). */
    boolean isNorthOfRioGrande(StrategicSquare square);

    /** A state's treasury at the start of the coming turn, in crowns; empty for an unknown state (SoW-2018 2.1). */
    default java.util.OptionalInt treasury(String state) {
        return java.util.OptionalInt.empty();
    }

    /**
     * Turns in a row a state has not paid its whole upkeep bill (docs/rules/sow.md section 6); at {@link #MUTINY_AFTER}
     * or more its units refuse to take the field.
     */
    default int arrears(String state) {
        return 0;
    }

    /** The arrears from which a state's troops refuse to march (sow.md section 6; economy's {@code Sinews}). */
    int MUTINY_AFTER = 2;

    /** The id of the state a player names by id or name, any case; empty when the game has none such. */
    default Optional<String> stateId(String idOrName) {
        return Optional.empty();
    }

    /**
     * A judge of one block's RAISE orders against the game's state (docs/rules/sow.md sections 8, 18.2), fresh for each
     * block: it counts what the block's orders above have spent and drawn. Empty when the context has no game state
     * to judge against (syntax checks, tests), and then only the calendar, the city and its nation are checked.
     */
    default Optional<RaiseJudge> raising() {
        return Optional.empty();
    }

    /** Judges the RAISE and REINFORCE orders of one block in order, against one purse. */
    interface RaiseJudge {
        /** Why {@code state} may not carry out {@code order} after the block's orders above it; counts it if it may. */
        Optional<String> problem(String state, OfficeOrder.Raise order);

        /** The same for a transport build (SoW 4.4, 4.5, the raise-ship form). */
        default Optional<String> transport(String state, OfficeOrder.RaiseTransport order) {
            return Optional.empty();
        }

        /** The same for a warship laid down (SoW 4.2, 4.4, 4.5, 4.8, the raise-ship form). */
        default Optional<String> warship(String state, OfficeOrder.RaiseWarship order) {
            return Optional.empty();
        }

        /** The same for a reinforcement (SoW 4.14); the chain of contact waits for the deadline. */
        default Optional<String> reinforcement(String state, OfficeOrder.Reinforce order) {
            return Optional.empty();
        }
    }

    /**
     * Runs a state's block of office orders through the deadline's own money steps on the position orders are checked
     * against (docs/rules/sow.md section 18.3); empty when this context has no economy (the block's PAY orders are then
     * checked against {@link #treasury} alone).
     */
    default Optional<Projection> project(String state, java.util.List<OfficeOrder> orders) {
        return Optional.empty();
    }

    /**
     * Why {@code state}'s leader may not cast this ballot for the President (docs/rules/politics.md section 4); a
     * context without a game state knows of no President.
     */
    default Optional<String> ballot(String state, OfficeOrder.Vote vote) {
        return Optional.of("this game has no President to vote for (AMWOL 1.2; docs/rules/politics.md section 4)");
    }

    /**
     * Why {@code state}'s leader may not sign this treaty or make this declaration (docs/rules/politics.md section 6);
     * a context without a game state knows no relations to change.
     */
    default Optional<String> diplomacy(String state, OfficeOrder order) {
        return Optional.of("treaties are judged against the game's relations, which this check does not have");
    }

    /** Whether the game plays with Sinews of War (the game file's {@code rules: {economy: ...}}, docs/rules/sow.md 23.1). */
    default boolean economy() {
        return true;
    }
}
