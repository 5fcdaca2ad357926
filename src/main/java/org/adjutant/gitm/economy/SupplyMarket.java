package org.adjutant.gitm.economy;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.OffMapPort;
import org.adjutant.gitm.state.Polity;

/**
 * SoW 6 as designed (docs/rules/sow.md section 14): where a state may buy supplies, how many and at what price. Read on
 * the position at the start of the turn, which is the position orders are checked against when they arrive, so the
 * reply to a mail and the deadline give the same answer ({@link OrdersProjection}, {@link Purchases}).
 */
public final class SupplyMarket {
    /** A purchase the market allows: {@code amount} supplies at {@code city} for {@code crowns}. */
    public record Quote(String city, int amount, int priceEach, int crowns) {
    }

    private SupplyMarket() {
    }

    /**
     * The quote for {@code order} by {@code state}, or why the market refuses it. {@code bought} holds what the state
     * has already bought this turn, by city (lower case), and grows by this purchase when it is allowed.
     */
    public static Result quote(GitmState start, StrategicMap map, String state, OfficeOrder.BuySupplies order,
                               Map<String, Integer> bought) {
        Optional<OffMapPort> port = start.port(order.place());
        if (port.isPresent()) {
            return atPort(port.get(), state, order, bought);
        }
        Optional<City> found = start.city(order.place(), map);
        if (found.isEmpty()) {
            return Result.refused(order.place().strip() + " is not a city of this game's map: supplies are bought in"
                    + " a city's market (SoW 6)");
        }
        City city = found.get();
        if (!city.state().equals(state)) {
            return Result.refused(city.name() + " is controlled by " + city.state()
                    + ": a state buys only in cities it holds (SoW 6)");
        }
        CityHolding holding = start.cities().get(city.name());
        if (holding != null && holding.besieged()) {
            return Result.refused(city.name() + " is besieged: its market is closed (SoW 6, GITM 10.3)");
        }
        if (city.level() < 1) {
            return Result.refused(city.name() + " is a level-0 place with no market (SoW 6)");
        }
        int limit = Sinews.SUPPLY_BUY_PER_LEVEL * city.level();
        String key = city.name().toLowerCase(Locale.ROOT);
        int before = bought.getOrDefault(key, 0);
        if (before + order.amount() > limit) {
            return Result.refused(city.name() + " sells at most " + limit + " supplies a turn"
                    + (before > 0 ? " and " + before + " are already bought there" : "") + " (SoW 6)");
        }
        int price = Sinews.SUPPLY_PRICE * (ownNation(start, map, state, city) ? 1 : Sinews.HOSTILE_MARKET_FACTOR);
        bought.put(key, before + order.amount());
        return new Result(Optional.of(new Quote(city.name(), order.amount(), price, price * order.amount())),
                Optional.empty());
    }

    /**
     * An off-map port the state holds sells up to {@value Sinews#PORT_SUPPLY_LIMIT} a turn at the home price: the
     * port's own merchants, whatever its level (a level-0 port still ships what the Atlantic sends it).
     */
    private static Result atPort(OffMapPort port, String state, OfficeOrder.BuySupplies order,
                                 Map<String, Integer> bought) {
        if (!port.heldBy(state)) {
            return Result.refused(port.name() + " is an off-map port " + port.holder().map(h -> "held by " + h)
                    .orElse("no state of the game holds") + ": a state buys only in ports it holds (SoW 6)");
        }
        String key = "port " + port.name().toLowerCase(Locale.ROOT);
        int before = bought.getOrDefault(key, 0);
        if (before + order.amount() > Sinews.PORT_SUPPLY_LIMIT) {
            return Result.refused(port.name() + " ships at most " + Sinews.PORT_SUPPLY_LIMIT + " supplies a turn"
                    + (before > 0 ? " and " + before + " are already bought there" : "") + " (SoW 6, GITM 10.6)");
        }
        bought.put(key, before + order.amount());
        return new Result(Optional.of(new Quote(port.name(), order.amount(), Sinews.SUPPLY_PRICE,
                Sinews.SUPPLY_PRICE * order.amount())), Optional.empty());
    }

    private static boolean ownNation(GitmState start, StrategicMap map, String state, City city) {
        Nation ground = map.square(city.square()).map(SquareInfo::nation).orElse(null);
        Polity buyer = start.states().get(state);
        return buyer != null && buyer.nation() == ground;
    }

    /** A quote or a refusal, never both. */
    public record Result(Optional<Quote> quote, Optional<String> refusal) {
        static Result refused(String why) {
            return new Result(Optional.empty(), Optional.of(why));
        }
    }
}
