package org.adjutant.gitm.naval.combat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.adjutant.gitm.event.NavalAction;
import org.adjutant.gitm.event.UnitDestroyed;
import org.adjutant.gitm.event.DestroyCause;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.map.sea.SeaPort;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.naval.CombatOrders;
import org.adjutant.gitm.naval.Fleet;
import org.adjutant.gitm.naval.Navy;
import org.adjutant.gitm.naval.PointOfSail;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.naval.ShipId;
import org.adjutant.gitm.naval.Wind;
import org.adjutant.gitm.naval.Winds;
import org.adjutant.gitm.naval.combat.SeaAction.Fate;
import org.adjutant.gitm.naval.combat.SeaAction.Outcome;
import org.adjutant.gitm.naval.combat.SeaAction.Side;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.order.OrderParser;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.SupplyLedger;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * Step O5d of the Orders phase (PATE-MD combat; docs/rules/naval.md section 15), right after the ships' sailing: in
 * every place of the sea where ships of hostile states lie, or where enemy warships lie under a port's guns, the day's
 * action ({@link SeaAction}) on the {@code COMBAT} orders of the turn (defaults for ships without), then what follows
 * it: ships sunk leave the game, ships struck are taken, transport groups caught are taken with the troops aboard, the
 * beaten side runs, and the works of a port that lost the duel come down a level. Each side's officers read their own
 * account; nobody else reads either. Places are taken in the order of their keys and each has its own dice stream
 * ({@code naval action harbor:Veracruz}), so one fight never changes another's rolls. No fighting on peace and truce
 * turns (GITM 9.1).
 */
public final class NavalCombat implements TurnStep {
    private final NavalTuning tuning;

    public NavalCombat() {
        this(NavalTuning.DEFAULT);
    }

    public NavalCombat(NavalTuning tuning) {
        this.tuning = tuning;
    }

    @Override
    public void run(Phase phase, TurnContext turn) {
        Optional<SeaChart> sea = turn.board().map().sea();
        if (!turn.campaignTurn() || sea.isEmpty()) {
            return;
        }
        Fleet fleet = Fleet.of(turn);
        if (fleet.navy().ships().isEmpty()) {
            return;
        }
        Map<ShipId, CombatOrders> orders = orders(turn, fleet);
        Set<String> places = new java.util.TreeSet<>();
        fleet.navy().ships().values().forEach(s -> places.add(s.station().key()));
        for (String key : places) {
            new Place(phase, turn, sea.get(), fleet, Station.parse(key), orders).fight();
        }
    }

    /**
     * The ships' standing combat orders with the turn's COMBAT lines laid over them (blocks in the order they arrived,
     * lines as written), kept in the navy for the turns after (naval.md section 15.1).
     */
    static Map<ShipId, CombatOrders> orders(TurnContext turn, Fleet fleet) {
        for (List<String> block : turn.officeOrders().values()) {
            for (String line : block) {
                Optional<OfficeOrder> order = OrderParser.parseOfficeOrder(line);
                if (order.isPresent() && order.get() instanceof OfficeOrder.Combat c) {
                    Navy navy = fleet.navy();
                    Optional<Ship> ship = navy.ship(c.ship());
                    if (ship.isPresent() && CombatOrdersCheck.problem(navy, ship.get().state(), c.ship(), c.given())
                            .isEmpty()) {
                        fleet.standCombat(ship.get().id(), c.given());
                    }
                }
            }
        }
        return new TreeMap<>(fleet.navy().combat());
    }

    /** One place of the sea and its fight. */
    private final class Place {
        private final Phase phase;
        private final TurnContext turn;
        private final SeaChart chart;
        private final Fleet fleet;
        private final Station station;
        private final Map<ShipId, CombatOrders> orders;
        private final GitmState start;
        private final Board board;

        Place(Phase phase, TurnContext turn, SeaChart chart, Fleet fleet, Station station,
              Map<ShipId, CombatOrders> orders) {
            this.phase = phase;
            this.turn = turn;
            this.chart = chart;
            this.fleet = fleet;
            this.station = station;
            this.orders = orders;
            this.start = turn.board().start();
            this.board = turn.board();
        }

        void fight() {
            List<Ship> here = fleet.navy().ships().values().stream().filter(s -> s.station().equals(station)
                    && start.state(s.state()).isPresent()).toList();
            if (here.isEmpty()) {
                return;
            }
            Optional<String> holder = holder();
            List<City> works = holder.map(this::works).orElse(List.of());
            int shoreGuns = holder.map(h -> shoreGuns(h, works)).orElse(0);
            String first = holder.filter(h -> shoreGuns > 0 && here.stream().anyMatch(s -> hostile(h, s.state())))
                    .orElse(here.get(0).state());
            List<SeaAction.Entrant> entrants = new ArrayList<>();
            for (Ship s : here) {
                Relation r = s.state().equals(first) ? Relation.ALLIED : start.relation(first, s.state());
                if (r != Relation.NEUTRAL) {
                    CombatOrders given = orders.getOrDefault(s.id(), CombatOrders.NONE).withDefaults(s.type());
                    if (r == Relation.HOSTILE && shoreGuns > 0 && station instanceof Station.Harbor && s.isWarship()
                            && !given.stance().bringsOnBattle() && sailedIn(s)) {
                        given = given.then(new CombatOrders(CombatOrders.Stance.RUN_PAST, null, null, null, null,
                                null));
                    }
                    entrants.add(new SeaAction.Entrant(s, r == Relation.ALLIED ? Side.A : Side.B, given));
                }
            }
            if (entrants.stream().noneMatch(e -> e.side() == Side.B)) {
                return;
            }
            Optional<SeaAction.Shore> shore = first.equals(holder.orElse("")) && shoreGuns > 0
                    ? Optional.of(new SeaAction.Shore(shoreGuns, works.stream().mapToInt(City::fortStrength).max()
                    .orElse(0))) : Optional.empty();
            Wind wind = Winds.of(turn).over(chart.chartOf(station));
            SeaAction.Water water = station instanceof Station.Harbor ? SeaAction.Water.HARBOUR
                    : station instanceof Station.Coastal ? SeaAction.Water.COASTAL : SeaAction.Water.OPEN;
            boolean onshore = station instanceof Station.Coastal c
                    && wind.pointOf(chart.port(c.portName()).orElseThrow().exit()) == PointOfSail.UPWIND;
            SeaAction.Result result = SeaAction.fight(entrants, shore, water, onshore, tuning,
                    turn.dice("naval action " + station.key()));
            Aftermath after = new Aftermath(result, entrants, shore, holder, works, wind, water);
            after.apply();
        }

        /**
         * Designed (naval.md section 15.4): a warship that sailed into an enemy's harbour this turn ran past its guns
         * on the way in, whatever her orders; one that lay there when the turn began is under them only if she or
         * her squadron opens fire.
         */
        private boolean sailedIn(Ship s) {
            return start.navy().ship(s.id()).map(before -> !before.station().equals(station)).orElse(false);
        }

        /** The state holding the port of this harbour or these coastal waters, if the port is on the map. */
        private Optional<String> holder() {
            return station.port().filter(chart::onMap).flatMap(p -> start.city(p, board.map()))
                    .map(c -> board.city(c).state()).filter(h -> start.state(h).isPresent());
        }

        /** The cities of the port's own square held by the holder or his allies: their works face the water. */
        private List<City> works(String holder) {
            String port = station.port().orElseThrow();
            return board.square(chart.citySquare(port).orElseThrow()).map(i -> i.cities().stream()
                    .map(board::city).filter(c -> friendly(holder, c.state())).toList()).orElse(List.of());
        }

        /**
         * Designed (naval.md section 15.4): the port's guns are the heavy guns its works mount, {@code
         * gunsPerFortLevel} for each level of each fort of the port's square, manned only while a unit of the
         * holder's side stands in the square, and the field and siege batteries of the holder's side's units there.
         */
        private int shoreGuns(String holder, List<City> works) {
            if (works.isEmpty()) {
                return 0;
            }
            List<Unit> garrison = garrison(holder);
            if (garrison.isEmpty()) {
                return 0;
            }
            int guns = works.stream().mapToInt(c -> c.fortStrength() * tuning.gunsPerFortLevel()).sum();
            return guns + garrison.stream().mapToInt(u -> u.batteries() * tuning.gunsPerBattery()).sum();
        }

        private List<Unit> garrison(String holder) {
            return board.unitsIn(chart.citySquare(station.port().orElseThrow()).orElseThrow()).stream()
                    .filter(u -> u.isActive() && friendly(holder, u.state())).toList();
        }

        private boolean friendly(String a, String b) {
            return a.equals(b) || (start.state(b).isPresent() && start.relation(a, b) == Relation.ALLIED);
        }

        private boolean hostile(String a, String b) {
            return !a.equals(b) && start.state(b).isPresent() && start.relation(a, b) == Relation.HOSTILE;
        }

        /** What the fight leaves: prizes, wrecks, flight, the works, and each side's account. */
        private final class Aftermath {
            private final SeaAction.Result result;
            private final List<SeaAction.Entrant> entrants;
            private final Optional<SeaAction.Shore> shore;
            private final Optional<String> holder;
            private final List<City> works;
            private final Wind wind;
            private final SeaAction.Water water;
            private final Map<Side, List<String>> told = new java.util.EnumMap<>(Side.class);
            private final Set<ShipId> gone = new HashSet<>();
            private final Map<Side, Map<String, List<Ship>>> seen = Map.of(Side.A, new java.util.LinkedHashMap<>(),
                    Side.B, new java.util.LinkedHashMap<>());

            Aftermath(SeaAction.Result result, List<SeaAction.Entrant> entrants, Optional<SeaAction.Shore> shore,
                      Optional<String> holder, List<City> works, Wind wind, SeaAction.Water water) {
                this.result = result;
                this.entrants = entrants;
                this.shore = shore;
                this.holder = holder;
                this.works = works;
                this.wind = wind;
                this.water = water;
                told.put(Side.A, new ArrayList<>());
                told.put(Side.B, new ArrayList<>());
            }

            void apply() {
                List<Outcome> evaded = result.ships().stream().filter(o -> o.fate() == Fate.EVADED).toList();
                List<SeaAction.Entrant> caught = transportsCaught();
                if (!result.fought() && evaded.isEmpty() && caught.isEmpty()) {
                    return;
                }
                for (Side s : Side.values()) {
                    opening(s);
                }
                for (Outcome o : evaded) {
                    say(o.side(), o.before().id() + " " + o.before().name() + " slipped away from the enemy.");
                }
                for (Outcome o : result.ships()) {
                    if (o.fate() == Fate.FOUGHT || o.fate() == Fate.RAN_PAST || o.fate() == Fate.STRUCK
                            || o.fate() == Fate.SUNK) {
                        fleet.put(o.after());
                        losses(o);
                    }
                }
                sightings();
                shoreAftermath();
                for (Outcome o : result.ships()) {
                    if (o.fate() == Fate.SUNK) {
                        fleet.remove(o.after().id());
                        gone.add(o.after().id());
                    } else if (o.fate() == Fate.STRUCK) {
                        struck(o);
                    }
                }
                for (SeaAction.Entrant e : caught) {
                    takeTransport(e, captorOf(e).orElseThrow());
                }
                flight();
                outcomeWords();
                for (Side s : Side.values()) {
                    Set<String> states = states(s);
                    if (!states.isEmpty() && !told.get(s).isEmpty()) {
                        Set<String> observers = new java.util.TreeSet<>();
                        states.forEach(st -> observers.addAll(officers(st)));
                        turn.events().add(new NavalAction(phase, station.describe(chart), List.copyOf(states),
                                told.get(s), new Visibility(observers)));
                    }
                }
            }

            private Set<String> states(Side s) {
                Set<String> out = new LinkedHashSet<>();
                if (s == Side.A && shore.isPresent()) {
                    out.add(holder.orElseThrow());
                }
                entrants.stream().filter(e -> e.side() == s).forEach(e -> out.add(e.ship().state()));
                return out;
            }

            private void say(Side s, String sentence) {
                told.get(s).add(sentence);
            }

            /** The ships of a side that took part: those that fought when there was fighting, else all there. */
            private List<Ship> present(java.util.function.Predicate<Side> side) {
                return result.ships().stream().filter(o -> side.test(o.side()))
                        .filter(o -> !result.fought() || (o.fate() != Fate.NOT_ENGAGED && o.fate() != Fate.EVADED))
                        .map(Outcome::before).toList();
            }

            private void opening(Side s) {
                List<Ship> ours = present(s::equals);
                List<Ship> theirs = present(x -> x != s);
                String guns = "the guns of " + station.port().orElse("the port");
                List<String> we = new ArrayList<>(ours.stream().map(x -> x.id() + " " + x.name()).toList());
                List<String> they = new ArrayList<>(theirs.isEmpty() ? List.of()
                        : List.of(Sighting.rates(theirs, "enemy")));
                if (shore.isPresent() && result.shore().isPresent()) {
                    (s == Side.A ? we : they).add(guns);
                }
                String us = we.isEmpty() ? "we" : Sighting.list(we);
                String them = Sighting.list(they);
                if (result.fought()) {
                    say(s, Character.toUpperCase(us.charAt(0)) + us.substring(1) + " fought " + them
                            + "; the action opened at " + result.range().name().toLowerCase(java.util.Locale.ROOT)
                            + " range and lasted " + result.rounds() + (result.rounds() == 1 ? " round." : " rounds."));
                } else {
                    say(s, Character.toUpperCase(us.charAt(0)) + us.substring(1) + " sighted " + them
                            + ".");
                }
            }

            private void losses(Outcome o) {
                int hull = o.after().hull() - o.before().hull();
                int rig = o.after().rigging() - o.before().rigging();
                String ship = o.before().id() + " " + o.before().name();
                String fate = switch (o.fate()) {
                    case SUNK -> " sank";
                    case STRUCK -> " struck her colours";
                    case RAN_PAST -> " ran past the enemy";
                    default -> " fought";
                };
                say(o.side(), ship + fate + ": " + o.menLost() + " men killed or wounded, " + hull + " points of"
                        + " hull and " + rig + " of rigging damage.");
                if (o.fate() == Fate.SUNK) {
                    seen.get(o.side().other()).merge("sank", new ArrayList<>(List.of(o.before())), NavalCombat::join);
                } else if (o.fate() == Fate.STRUCK) {
                    seen.get(o.side().other()).merge("struck", new ArrayList<>(List.of(o.before())), NavalCombat::join);
                } else if (hull + rig >= 3) {
                    seen.get(o.side().other()).merge("damaged", new ArrayList<>(List.of(o.before())),
                            NavalCombat::join);
                }
            }

            /** What each side saw of the enemy's ships, told once for each kind of fate. */
            private void sightings() {
                for (Side s : Side.values()) {
                    seen.get(s).forEach((what, ships) -> {
                        String rates = Sighting.rates(ships, "enemy");
                        say(s, Character.toUpperCase(rates.charAt(0)) + rates.substring(1) + " " + switch (what) {
                            case "sank" -> "sank.";
                            case "struck" -> ships.size() == 1 ? "struck her colours." : "struck their colours.";
                            default -> ships.size() == 1 ? "was seen badly damaged." : "were seen badly damaged.";
                        });
                    });
                }
            }

            /** A struck ship is taken by a ship of the other side still fighting; under the port's guns, by the port. */
            private void struck(Outcome o) {
                Optional<Ship> captor = result.of(o.side().other()).stream().filter(x -> x.fate() == Fate.FOUGHT)
                        .map(Outcome::after).filter(x -> x.isWarship()).findFirst();
                if (captor.isPresent()) {
                    prize(o.after(), captor.get().state(), captor.get());
                } else if (water == SeaAction.Water.HARBOUR && o.side() == Side.B && shore.isPresent()) {
                    prize(o.after(), holder.orElseThrow(), null);
                } else {
                    say(o.side(), o.before().id() + " drifted out of the enemy's reach before he could take"
                            + " possession.");
                }
            }

            /**
             * Designed (naval.md section 15.5): a prize changes hands under a new id of her captor's nation (a number
             * never used before); her crew and Marines are prisoners; the capturing ship puts a tenth of her seamen
             * aboard to sail her, a port's captain a crew of ten.
             */
            private Ship prize(Ship taken, String captorState, Ship captor) {
                Navy navy = fleet.navy();
                org.adjutant.gitm.map.Nation nation = start.state(captorState).orElseThrow().nation();
                ShipId id = new ShipId(nation, navy.nextNumber(nation, taken.type()), taken.type());
                int prizeCrew = 0;
                String base = taken.base();
                if (taken.isWarship()) {
                    prizeCrew = captor == null ? Math.min(10, taken.type().maxCrew())
                            : Math.min(captor.crew() / 10, taken.type().maxCrew());
                }
                if (captor != null) {
                    Ship c = fleet.navy().ship(captor.id()).orElse(captor);
                    fleet.put(c.withMen(c.crew() - prizeCrew, c.marines()));
                    base = c.base();
                }
                Ship now = new Ship(id, taken.name(), captorState, taken.guns(), prizeCrew, 0, taken.hull(),
                        taken.rigging(), taken.stores(), taken.capacity(), taken.supplies(), taken.station(), base);
                fleet.remove(taken.id());
                fleet.put(now);
                gone.add(taken.id());
                Side captors = sideOf(taken).other();
                say(captors, "We took the enemy " + Sighting.rate(taken) + " " + taken.name() + " as a prize; she is "
                        + id + " now" + (taken.supplies() > 0 ? ", with " + taken.supplies() + " supplies in her holds"
                        : "") + ".");
                say(captors.other(), taken.id() + " " + taken.name() + " was taken by the enemy; her "
                        + (taken.crew() + taken.marines()) + " seamen and Marines are prisoners.");
                return now;
            }

            private Side sideOf(Ship ship) {
                return entrants.stream().filter(e -> e.ship().id().equals(ship.id())).findFirst().orElseThrow()
                        .side();
            }

            /**
             * Designed (naval.md section 15.5): a transport group that did not slip away is caught by an enemy
             * warship that may engage it when none of its side's warships fought for it (it was unguarded), or, when
             * they did and were beaten, one time in {@code captureChance} hundred.
             */
            private List<SeaAction.Entrant> transportsCaught() {
                List<SeaAction.Entrant> out = new ArrayList<>();
                for (SeaAction.Entrant e : entrants) {
                    Outcome o = outcome(e);
                    if (e.ship().isWarship() || o.fate() == Fate.EVADED || captorOf(e).isEmpty()) {
                        continue;
                    }
                    boolean guarded = result.of(e.side()).stream().anyMatch(x -> x.before().isWarship()
                            && x.fate() != Fate.NOT_ENGAGED && x.fate() != Fate.EVADED);
                    if (!guarded) {
                        out.add(e);
                    } else if (result.beaten().filter(e.side()::equals).isPresent()) {
                        int roll = turn.dice("naval action " + station.key()).roll("transports " + e.ship().id()
                                + " taken (chance " + tuning.captureChance() + ")", 100);
                        if (roll <= tuning.captureChance()) {
                            out.add(e);
                        }
                    }
                }
                return out;
            }

            /** The enemy warship that takes her: one afloat and fighting, bent on battle or victorious. */
            private Optional<Ship> captorOf(SeaAction.Entrant e) {
                boolean beaten = result.beaten().filter(e.side()::equals).isPresent();
                return result.of(e.side().other()).stream()
                        .filter(x -> x.before().isWarship() && x.before().guns() > 0
                                && (x.fate() == Fate.FOUGHT || x.fate() == Fate.NOT_ENGAGED)
                                && (beaten || entrant(x).orders().stance().bringsOnBattle()))
                        .filter(x -> x.before().type() == org.adjutant.gitm.naval.ShipType.FL
                                || water == SeaAction.Water.HARBOUR || !guardedByLine(e))
                        .map(Outcome::after).findFirst();
            }

            private boolean guardedByLine(SeaAction.Entrant e) {
                return result.of(e.side()).stream().anyMatch(x -> x.before().type()
                        == org.adjutant.gitm.naval.ShipType.FL && x.fate() != Fate.EVADED && x.fate() != Fate.SUNK
                        && x.fate() != Fate.STRUCK);
            }

            private SeaAction.Entrant entrant(Outcome o) {
                return entrants.stream().filter(e -> e.ship().id().equals(o.before().id())).findFirst()
                        .orElseThrow();
            }

            private Outcome outcome(SeaAction.Entrant e) {
                return result.ships().stream().filter(o -> o.before().id().equals(e.ship().id())).findFirst()
                        .orElseThrow();
            }

            /**
             * Designed (naval.md section 15.5): the troops aboard a transport group taken at sea are prisoners and
             * leave the game; packed in a hold under an enemy's guns they cannot fight, and an 1846 captain would not
             * sink a ship full of men he could take.
             */
            private void takeTransport(SeaAction.Entrant e, Ship captor) {
                Ship group = fleet.navy().ship(e.ship().id()).orElseThrow();
                for (UnitId id : fleet.navy().passengers(group.id())) {
                    Optional<Unit> u = board.afloat(id);
                    fleet.disembark(id);
                    if (u.isEmpty()) {
                        continue;
                    }
                    turn.supplyLedger().add(SupplyLedger.Flow.SURRENDERED, u.get().supplies());
                    Set<String> observers = new java.util.TreeSet<>(officers(u.get().state()));
                    observers.add(id.toString());
                    turn.events().add(new UnitDestroyed(phase, id, u.get().location().strategic(),
                            DestroyCause.TAKEN_AT_SEA, u.get().men(), new Visibility(observers)));
                    board.remove(id);
                    say(e.side().other(), "Aboard her we took " + u.get().men() + " enemy troops prisoner.");
                }
                prize(group, captor.state(), captor);
            }

            /** The works' part: guns silenced, gunners lost, and a level of the fort when the ships won the day. */
            private void shoreAftermath() {
                Optional<SeaAction.ShoreOutcome> s = result.shore();
                if (s.isEmpty()) {
                    return;
                }
                SeaAction.ShoreOutcome o = s.get();
                String port = station.port().orElseThrow();
                int lost = gunners(o.gunnersLost());
                String silenced = o.silenced() + " of the " + o.guns() + " guns of " + port + " were silenced for the"
                        + " day";
                say(Side.A, silenced + "; " + lost + " gunners were killed or wounded.");
                say(Side.B, o.isSilenced() ? "The guns of " + port + " were silenced." : "The guns of " + port
                        + " kept up their fire.");
                boolean shipsWon = result.beaten().filter(Side.A::equals).isPresent();
                if (o.levelLost() && shipsWon) {
                    City fort = works.stream().max(java.util.Comparator.comparingInt(City::fortStrength)).orElseThrow();
                    City now = board.city(fort);
                    board.setFortLevel(fort, Math.max(0, now.fortStrength() - 1));
                    String words = "The works of " + fort.name() + " were battered down to level "
                            + Math.max(0, now.fortStrength() - 1) + ".";
                    say(Side.A, words);
                    say(Side.B, words);
                }
            }

            /**
             * Designed: the gunners lost fall on the holder's units in the square with batteries, by their
             * batteries, none losing more than a tenth of its men in a day.
             */
            private int gunners(int lost) {
                List<Unit> guns = garrison(holder.orElseThrow()).stream().filter(u -> u.batteries() > 0).toList();
                int batteries = guns.stream().mapToInt(Unit::batteries).sum();
                int total = 0;
                for (Unit u : guns) {
                    int share = Math.min(u.men() / 10, (int) Math.round((double) lost * u.batteries() / batteries));
                    if (share > 0) {
                        board.put(u.withMen(u.men() - share));
                        total += share;
                    }
                }
                return total;
            }

            /** PATE-MD combat: the beaten side's ships afloat run; one whose rigging is shot away cannot and is taken. */
            private void flight() {
                Optional<Side> beaten = result.beaten();
                if (beaten.isEmpty()) {
                    return;
                }
                for (SeaAction.Entrant e : entrants) {
                    Optional<Ship> now = fleet.navy().ship(e.ship().id());
                    Fate f = outcome(e).fate();
                    if (e.side() != beaten.get() || now.isEmpty() || gone.contains(e.ship().id())
                            || !(f == Fate.FOUGHT || (f == Fate.NOT_ENGAGED && !e.ship().isWarship()))) {
                        continue;
                    }
                    Ship ship = now.get();
                    if (ship.isWarship() && ship.rigging() >= tuning.strikeAt(ship.type())) {
                        Optional<Ship> captor = result.of(e.side().other()).stream()
                                .filter(x -> x.fate() == Fate.FOUGHT).map(Outcome::after).findFirst();
                        if (captor.isPresent()) {
                            say(e.side(), ship.id() + " " + ship.name() + " lay dismasted and could not get away.");
                            prize(ship, captor.get().state(), captor.get());
                            continue;
                        }
                    }
                    Station to = refuge(e);
                    if (!to.equals(station)) {
                        fleet.put(ship.at(to));
                        say(e.side(), ship.id() + " " + ship.name() + " ran to " + to.describe(chart) + ".");
                    }
                }
            }

            /**
             * Designed (naval.md section 15.3): from a harbour out to its coastal waters; from coastal waters into the
             * harbour when she was told to and her side holds the port, else out to the sea area; from a sea area
             * before the wind into the next area, if there is one.
             */
            private Station refuge(SeaAction.Entrant e) {
                if (station instanceof Station.Harbor h) {
                    return new Station.Coastal(h.portName());
                }
                if (station instanceof Station.Coastal c) {
                    SeaPort port = chart.port(c.portName()).orElseThrow();
                    boolean ours = holder.map(h -> friendly(e.ship().state(), h)).orElse(!chart.onMap(port.name()));
                    return e.orders().flight() == CombatOrders.Flight.HARBOUR && ours
                            ? new Station.Harbor(port.name()) : new Station.Open(port.area());
                }
                org.adjutant.gitm.map.Direction downwind = wind.from().opposite();
                Station best = station;
                int bestOff = 9;
                for (SeaChart.Leg leg : chart.legs(station)) {
                    if (!(leg.to() instanceof Station.Open)) {
                        continue;
                    }
                    int steps = Math.floorMod(leg.heading().ordinal() - downwind.ordinal(), 8);
                    int off = Math.min(steps, 8 - steps);
                    if (off < bestOff) {
                        bestOff = off;
                        best = leg.to();
                    }
                }
                return best;
            }

            private void outcomeWords() {
                if (!result.fought()) {
                    return;
                }
                if (result.beaten().isEmpty()) {
                    say(Side.A, "Neither side gave way.");
                    say(Side.B, "Neither side gave way.");
                    return;
                }
                Side lost = result.beaten().get();
                say(lost, "We were beaten.");
                say(lost.other(), "The enemy was beaten.");
            }
        }
    }

    private static List<Ship> join(List<Ship> a, List<Ship> b) {
        a.addAll(b);
        return a;
    }

    /** Who hears of a state's ships: its War, Treasury and Naval Ministers (as for sailing, naval.md section 3). */
    static Set<String> officers(String state) {
        return Set.of(GitmState.ministerOffice(state), "treasury:" + state, "naval:" + state);
    }
}
