/**
 * The sandbox's demo data: fictional outlets of a Swiss restaurant group and
 * the dishes they serve. seed.ts turns it into rows, deterministically.
 */

export type Cuisine = "SWISS" | "ITALIAN" | "ASIAN" | "VEGETARIAN" | "INTERNATIONAL" | "CAFE"
export type Diet = "meat" | "fish" | "veg" | "vegan"
export type AllergenCode =
  | "GLUTEN"
  | "CRUSTACEANS"
  | "EGGS"
  | "FISH"
  | "PEANUTS"
  | "SOY"
  | "MILK"
  | "NUTS"
  | "CELERY"
  | "MUSTARD"
  | "SESAME"
  | "SULPHITES"
  | "LUPIN"
  | "MOLLUSCS"

interface OpeningPeriod {
  /** ISO days, 1 = Monday. */
  days: number[]
  opens: string
  closes: string
}

interface OutletSeed {
  slug: string
  name: string
  cuisine: Cuisine
  street: string
  postalCode: string
  city: string
  hours: OpeningPeriod[]
  /** Category types on the menu, in menu order. */
  menu: CategoryType[]
  /** Canteens are cheaper than restaurants. */
  priceFactor: number
}

type CategoryType =
  | "Soups"
  | "Salads"
  | "Starters"
  | "Main courses"
  | "Vegetarian"
  | "Pasta"
  | "Pizza"
  | "Curries"
  | "Noodles & rice"
  | "Desserts"
  | "Pastries"
  | "Sandwiches"
  | "Breakfast"
  | "Drinks"

/** [name, description, diet, allergens] */
export type DishSeed = [string, string, Diet, AllergenCode[]]

const WEEKDAYS = [1, 2, 3, 4, 5]
const TUE_TO_SUN = [2, 3, 4, 5, 6, 7]

export const outlets: OutletSeed[] = [
  {
    slug: "mensa-zentrum",
    name: "Mensa Zentrum",
    cuisine: "INTERNATIONAL",
    street: "Rämistrasse 71",
    postalCode: "8006",
    city: "Zürich",
    hours: [
      { days: WEEKDAYS, opens: "07:30", closes: "14:00" },
      { days: WEEKDAYS, opens: "17:00", closes: "19:30" },
    ],
    menu: ["Soups", "Salads", "Main courses", "Vegetarian", "Pasta", "Desserts", "Drinks"],
    priceFactor: 0.7,
  },
  {
    slug: "bistro-limmat",
    name: "Bistro Limmat",
    cuisine: "SWISS",
    street: "Limmatquai 42",
    postalCode: "8001",
    city: "Zürich",
    hours: [
      { days: TUE_TO_SUN, opens: "11:30", closes: "14:00" },
      { days: TUE_TO_SUN, opens: "18:00", closes: "22:30" },
    ],
    menu: ["Starters", "Soups", "Main courses", "Vegetarian", "Desserts", "Drinks"],
    priceFactor: 1,
  },
  {
    slug: "cafeteria-irchel",
    name: "Cafeteria Irchel",
    cuisine: "CAFE",
    street: "Winterthurerstrasse 190",
    postalCode: "8057",
    city: "Zürich",
    hours: [
      { days: WEEKDAYS, opens: "07:00", closes: "18:00" },
      { days: [6], opens: "08:00", closes: "13:00" },
    ],
    menu: ["Breakfast", "Sandwiches", "Pastries", "Salads", "Soups", "Drinks"],
    priceFactor: 0.8,
  },
  {
    slug: "trattoria-bellavista",
    name: "Trattoria Bellavista",
    cuisine: "ITALIAN",
    street: "Bundesgasse 12",
    postalCode: "3011",
    city: "Bern",
    hours: [
      { days: [1, 2, 3, 4, 5, 6], opens: "11:30", closes: "14:00" },
      { days: [1, 2, 3, 4, 5, 6], opens: "18:00", closes: "23:00" },
    ],
    menu: ["Starters", "Salads", "Pasta", "Pizza", "Desserts", "Drinks"],
    priceFactor: 1,
  },
  {
    slug: "gruenwerk",
    name: "Grünwerk",
    cuisine: "VEGETARIAN",
    street: "Steinenvorstadt 28",
    postalCode: "4051",
    city: "Basel",
    hours: [{ days: [1, 2, 3, 4, 5, 6], opens: "10:00", closes: "21:00" }],
    menu: ["Soups", "Salads", "Vegetarian", "Curries", "Desserts", "Drinks"],
    priceFactor: 0.9,
  },
  {
    slug: "seeblick",
    name: "Restaurant Seeblick",
    cuisine: "SWISS",
    street: "Haldenstrasse 6",
    postalCode: "6006",
    city: "Luzern",
    hours: [
      { days: [3, 4, 5, 6, 7], opens: "11:30", closes: "14:30" },
      { days: [3, 4, 5, 6, 7], opens: "17:30", closes: "22:00" },
    ],
    menu: ["Starters", "Soups", "Main courses", "Vegetarian", "Desserts", "Drinks"],
    priceFactor: 1.15,
  },
  {
    slug: "wok-und-reis",
    name: "Wok & Reis",
    cuisine: "ASIAN",
    street: "Technikumstrasse 9",
    postalCode: "8400",
    city: "Winterthur",
    hours: [{ days: [1, 2, 3, 4, 5, 6], opens: "11:00", closes: "21:30" }],
    menu: ["Starters", "Soups", "Curries", "Noodles & rice", "Desserts", "Drinks"],
    priceFactor: 0.9,
  },
  {
    slug: "campus-kitchen",
    name: "Campus Kitchen",
    cuisine: "INTERNATIONAL",
    street: "Dufourstrasse 50",
    postalCode: "9000",
    city: "St. Gallen",
    hours: [{ days: WEEKDAYS, opens: "07:00", closes: "19:00" }],
    menu: ["Breakfast", "Soups", "Salads", "Main courses", "Pasta", "Curries", "Desserts", "Drinks"],
    priceFactor: 0.7,
  },
]

/** Price range per category type in CHF, before an outlet's price factor. */
export const priceRanges: Record<CategoryType, [number, number]> = {
  Soups: [6.5, 9.5],
  Salads: [8, 16],
  Starters: [9, 18],
  "Main courses": [18, 34],
  Vegetarian: [15, 26],
  Pasta: [16, 26],
  Pizza: [15, 24],
  Curries: [16, 25],
  "Noodles & rice": [15, 24],
  Desserts: [5, 11],
  Pastries: [3, 6.5],
  Sandwiches: [6.5, 11],
  Breakfast: [5, 14],
  Drinks: [3, 7],
}

export const dishCatalog: Record<CategoryType, DishSeed[]> = {
  Soups: [
    ["Pumpkin soup", "Creamy butternut pumpkin with roasted seeds and a dash of cream.", "veg", ["MILK", "CELERY"]],
    [
      "Bündner barley soup",
      "Hearty Graubünden barley soup with vegetables and air-dried beef.",
      "meat",
      ["GLUTEN", "CELERY", "MILK"],
    ],
    ["Tomato soup", "Slow-cooked tomatoes with basil and olive oil.", "vegan", ["CELERY"]],
    ["Lentil soup", "Red lentils with cumin, carrots and lemon.", "vegan", ["CELERY"]],
    [
      "Basel flour soup",
      "Browned-flour soup with onions and Sbrinz, a Basel carnival classic.",
      "veg",
      ["GLUTEN", "MILK", "CELERY"],
    ],
    ["Cream of mushroom soup", "Forest mushrooms blended with cream and thyme.", "veg", ["MILK", "CELERY"]],
    ["Minestrone", "Italian vegetable soup with beans and small pasta.", "vegan", ["GLUTEN", "CELERY"]],
    ["Miso soup", "Dashi broth with miso, tofu, wakame and spring onion.", "fish", ["SOY", "FISH"]],
    [
      "Tom kha gai",
      "Coconut soup with chicken, galangal, lemongrass and lime leaves.",
      "meat",
      ["FISH", "CRUSTACEANS"],
    ],
    ["Carrot and ginger soup", "Carrots and fresh ginger with coconut milk.", "vegan", ["CELERY"]],
    ["Potato and leek soup", "Swiss potatoes and leek, finished with chives.", "veg", ["MILK", "CELERY"]],
  ],
  Salads: [
    ["Green salad", "Seasonal leaves with house French dressing.", "veg", ["EGGS", "MUSTARD", "MILK"]],
    ["Mixed salad", "Leaves, carrots, beetroot and celeriac with herb dressing.", "vegan", ["MUSTARD", "CELERY"]],
    [
      "Caesar salad",
      "Romaine, croutons, Parmesan and Caesar dressing with grilled chicken.",
      "meat",
      ["GLUTEN", "EGGS", "FISH", "MILK", "MUSTARD"],
    ],
    [
      "Lamb's lettuce with egg",
      "Nüsslisalat with chopped egg, croutons and bacon.",
      "meat",
      ["GLUTEN", "EGGS", "MUSTARD"],
    ],
    ["Quinoa bowl", "Quinoa, roasted vegetables, chickpeas and tahini.", "vegan", ["SESAME"]],
    ["Greek salad", "Tomatoes, cucumber, olives and feta with oregano.", "veg", ["MILK"]],
    ["Wurstsalat", "Swiss cervelat salad with cheese, onions and gherkins.", "meat", ["MILK", "MUSTARD"]],
    ["Beetroot and goat cheese salad", "Roasted beetroot, goat cheese and walnuts.", "veg", ["MILK", "NUTS"]],
    ["Asian slaw", "Cabbage, carrot and coriander with sesame-lime dressing.", "vegan", ["SESAME", "SOY"]],
    ["Tuna salad", "Leaves, tuna, beans, egg and olives.", "fish", ["FISH", "EGGS", "MUSTARD"]],
    ["Caprese", "Tomatoes and mozzarella with basil and olive oil.", "veg", ["MILK"]],
  ],
  Starters: [
    ["Bruschetta", "Toasted bread with tomatoes, garlic and basil.", "vegan", ["GLUTEN"]],
    ["Beef carpaccio", "Thinly sliced beef with rocket and Parmesan.", "meat", ["MILK"]],
    ["Vitello tonnato", "Cold veal with tuna and caper sauce.", "meat", ["FISH", "EGGS"]],
    ["Spring rolls", "Crisp vegetable rolls with sweet chilli sauce.", "vegan", ["GLUTEN", "SOY"]],
    ["Chicken satay", "Grilled chicken skewers with peanut sauce.", "meat", ["PEANUTS", "SOY"]],
    ["Gyoza", "Pan-fried pork dumplings with soy dip.", "meat", ["GLUTEN", "SOY", "SESAME"]],
    ["Bündnerfleisch plate", "Air-dried Graubünden beef with pickles.", "meat", []],
    ["Smoked trout", "Smoked lake trout with horseradish cream.", "fish", ["FISH", "MILK"]],
    ["Arancini", "Fried risotto balls with mozzarella.", "veg", ["GLUTEN", "MILK", "EGGS"]],
    ["Edamame", "Steamed soybeans with sea salt.", "vegan", ["SOY"]],
    ["Cheese croûte", "Toasted bread with melted Gruyère and white wine.", "veg", ["GLUTEN", "MILK", "SULPHITES"]],
  ],
  "Main courses": [
    [
      "Zürcher Geschnetzeltes",
      "Sliced veal in cream and mushroom sauce with rösti.",
      "meat",
      ["MILK", "CELERY", "SULPHITES"],
    ],
    ["Beef stroganoff", "Beef strips in paprika cream sauce with rice.", "meat", ["MILK", "CELERY"]],
    ["Chicken schnitzel", "Breaded chicken breast with French fries and lemon.", "meat", ["GLUTEN", "EGGS"]],
    ["Perch fillets", "Fried lake perch with tartar sauce and boiled potatoes.", "fish", ["FISH", "GLUTEN", "EGGS"]],
    ["Pork steak with herb butter", "Grilled pork neck steak with herb butter and vegetables.", "meat", ["MILK"]],
    ["Cordon bleu", "Breaded pork filled with ham and cheese, with fries.", "meat", ["GLUTEN", "EGGS", "MILK"]],
    ["Salmon fillet", "Roasted salmon with lemon butter and wild rice.", "fish", ["FISH", "MILK"]],
    [
      "Bratwurst with onion sauce",
      "St. Gallen veal sausage with onion sauce and rösti.",
      "meat",
      ["MILK", "GLUTEN", "CELERY"],
    ],
    ["Braised beef", "Beef braised in red wine with mashed potatoes.", "meat", ["MILK", "CELERY", "SULPHITES"]],
    ["Chicken curry with rice", "Mild chicken curry with basmati rice.", "meat", ["MILK", "CELERY"]],
    ["Lamb chops", "Grilled lamb chops with rosemary potatoes.", "meat", []],
    ["Fish and chips", "Battered cod with chips and mushy peas.", "fish", ["FISH", "GLUTEN"]],
  ],
  Vegetarian: [
    ["Älplermagronen", "Alpine macaroni with potatoes, cheese, cream and apple sauce.", "veg", ["GLUTEN", "MILK"]],
    ["Cheese fondue", "Moitié-moitié fondue with bread and potatoes.", "veg", ["GLUTEN", "MILK", "SULPHITES"]],
    ["Raclette plate", "Melted raclette cheese with potatoes, gherkins and onions.", "veg", ["MILK"]],
    [
      "Vegetable risotto",
      "Creamy risotto with seasonal vegetables and Parmesan.",
      "veg",
      ["MILK", "CELERY", "SULPHITES"],
    ],
    ["Falafel plate", "Falafel with hummus, salad and flatbread.", "vegan", ["GLUTEN", "SESAME"]],
    ["Spinach dumplings", "Spinach and ricotta gnudi with sage butter.", "veg", ["GLUTEN", "EGGS", "MILK"]],
    ["Vegetable rösti", "Crispy rösti with fried egg and vegetables.", "veg", ["EGGS", "MILK"]],
    ["Stuffed peppers", "Peppers filled with rice, vegetables and tomato sauce.", "vegan", ["CELERY"]],
    ["Mushroom stroganoff", "Mushrooms in paprika sauce with rice.", "vegan", ["CELERY", "MUSTARD"]],
    ["Chickpea burger", "Chickpea patty in a bun with salad and fries.", "vegan", ["GLUTEN", "MUSTARD", "SESAME"]],
    ["Cheese spätzli", "Swiss egg noodles baked with cheese and fried onions.", "veg", ["GLUTEN", "EGGS", "MILK"]],
  ],
  Pasta: [
    ["Spaghetti bolognese", "Spaghetti with slow-cooked beef ragù.", "meat", ["GLUTEN", "CELERY"]],
    ["Penne all'arrabbiata", "Penne in spicy tomato sauce.", "vegan", ["GLUTEN"]],
    ["Tagliatelle with mushrooms", "Fresh tagliatelle with porcini cream sauce.", "veg", ["GLUTEN", "EGGS", "MILK"]],
    ["Lasagne", "Layers of pasta, beef ragù and béchamel.", "meat", ["GLUTEN", "EGGS", "MILK", "CELERY"]],
    ["Spaghetti carbonara", "Spaghetti with egg, pecorino and guanciale.", "meat", ["GLUTEN", "EGGS", "MILK"]],
    ["Ravioli with ricotta and spinach", "Ravioli with butter and sage.", "veg", ["GLUTEN", "EGGS", "MILK"]],
    [
      "Linguine alle vongole",
      "Linguine with clams, garlic and white wine.",
      "fish",
      ["GLUTEN", "MOLLUSCS", "SULPHITES"],
    ],
    ["Gnocchi with pesto", "Potato gnocchi with basil pesto.", "veg", ["GLUTEN", "MILK", "NUTS"]],
    ["Pasta primavera", "Pasta with spring vegetables and olive oil.", "vegan", ["GLUTEN"]],
    ["Penne with salmon", "Penne with smoked salmon and cream.", "fish", ["GLUTEN", "FISH", "MILK"]],
    ["Spaghetti aglio e olio", "Spaghetti with garlic, chilli and olive oil.", "vegan", ["GLUTEN"]],
  ],
  Pizza: [
    ["Pizza Margherita", "Tomato, mozzarella and basil.", "veg", ["GLUTEN", "MILK"]],
    ["Pizza Prosciutto", "Tomato, mozzarella and cooked ham.", "meat", ["GLUTEN", "MILK"]],
    ["Pizza Funghi", "Tomato, mozzarella and mushrooms.", "veg", ["GLUTEN", "MILK"]],
    ["Pizza Diavola", "Tomato, mozzarella and spicy salami.", "meat", ["GLUTEN", "MILK"]],
    ["Pizza Quattro Formaggi", "Four cheeses.", "veg", ["GLUTEN", "MILK"]],
    ["Pizza Marinara", "Tomato, garlic and oregano.", "vegan", ["GLUTEN"]],
    ["Pizza Tonno", "Tomato, mozzarella, tuna and onions.", "fish", ["GLUTEN", "MILK", "FISH"]],
    ["Pizza Verdure", "Tomato, mozzarella and grilled vegetables.", "veg", ["GLUTEN", "MILK"]],
    ["Pizza Capricciosa", "Ham, mushrooms, artichokes and olives.", "meat", ["GLUTEN", "MILK"]],
    ["Calzone", "Folded pizza with ham, mushrooms and ricotta.", "meat", ["GLUTEN", "MILK", "EGGS"]],
  ],
  Curries: [
    [
      "Thai green curry with chicken",
      "Green curry with coconut milk, vegetables and jasmine rice.",
      "meat",
      ["FISH", "CRUSTACEANS"],
    ],
    ["Red curry with tofu", "Red curry with tofu, bamboo and jasmine rice.", "vegan", ["SOY"]],
    ["Chickpea curry", "Chana masala with basmati rice.", "vegan", []],
    ["Butter chicken", "Chicken in spiced tomato butter sauce with naan.", "meat", ["MILK", "GLUTEN", "NUTS"]],
    ["Dal makhani", "Black lentils in creamy sauce with rice.", "veg", ["MILK"]],
    ["Massaman curry with beef", "Mild massaman curry with potatoes and peanuts.", "meat", ["PEANUTS", "FISH"]],
    ["Vegetable korma", "Vegetables in mild cashew sauce with rice.", "veg", ["MILK", "NUTS"]],
    ["Prawn curry", "Prawns in coconut curry with rice.", "fish", ["CRUSTACEANS", "FISH"]],
    ["Palak paneer", "Spinach and paneer with basmati rice.", "veg", ["MILK"]],
    ["Sweet potato curry", "Sweet potato and spinach curry with coconut.", "vegan", []],
  ],
  "Noodles & rice": [
    ["Pad thai", "Rice noodles with egg, tofu, peanuts and tamarind.", "veg", ["EGGS", "PEANUTS", "SOY"]],
    ["Chicken fried rice", "Wok-fried rice with chicken, egg and vegetables.", "meat", ["EGGS", "SOY"]],
    ["Vegetable fried noodles", "Egg noodles with vegetables and soy sauce.", "veg", ["GLUTEN", "EGGS", "SOY"]],
    [
      "Beef with broccoli and rice",
      "Stir-fried beef and broccoli in oyster sauce.",
      "meat",
      ["SOY", "MOLLUSCS", "GLUTEN"],
    ],
    ["Bibimbap", "Rice bowl with vegetables, egg and gochujang.", "veg", ["EGGS", "SOY", "SESAME"]],
    [
      "Ramen with pork",
      "Wheat noodles in pork broth with egg and chashu.",
      "meat",
      ["GLUTEN", "EGGS", "SOY", "SESAME"],
    ],
    ["Tofu teriyaki bowl", "Teriyaki tofu with rice and vegetables.", "vegan", ["SOY", "SESAME", "GLUTEN"]],
    ["Nasi goreng", "Indonesian fried rice with chicken and egg.", "meat", ["EGGS", "SOY", "FISH"]],
    ["Udon with vegetables", "Thick wheat noodles with vegetables in dashi.", "fish", ["GLUTEN", "SOY", "FISH"]],
    ["Prawn noodles", "Stir-fried rice noodles with prawns.", "fish", ["CRUSTACEANS", "SOY"]],
  ],
  Desserts: [
    ["Meringue with double cream", "Swiss meringues with Gruyère double cream.", "veg", ["EGGS", "MILK"]],
    ["Chocolate mousse", "Dark Swiss chocolate mousse.", "veg", ["EGGS", "MILK"]],
    ["Apple strudel", "Apple strudel with vanilla sauce.", "veg", ["GLUTEN", "MILK", "EGGS", "NUTS"]],
    ["Carrot cake", "Aargau carrot cake with almonds.", "veg", ["GLUTEN", "EGGS", "NUTS"]],
    ["Tiramisu", "Mascarpone, coffee and ladyfingers.", "veg", ["GLUTEN", "EGGS", "MILK"]],
    ["Panna cotta", "Vanilla panna cotta with berry coulis.", "veg", ["MILK"]],
    ["Fruit salad", "Fresh seasonal fruit.", "vegan", []],
    ["Vermicelles", "Chestnut purée with meringue and cream.", "veg", ["MILK", "EGGS"]],
    ["Mango sticky rice", "Sweet coconut rice with mango.", "vegan", []],
    ["Sorbet", "Two scoops of lemon and raspberry sorbet.", "vegan", []],
    ["Crème brûlée", "Vanilla custard with caramelised sugar.", "veg", ["EGGS", "MILK"]],
  ],
  Pastries: [
    ["Gipfeli", "Swiss butter croissant.", "veg", ["GLUTEN", "MILK", "EGGS"]],
    ["Nussgipfel", "Croissant filled with hazelnut paste.", "veg", ["GLUTEN", "MILK", "EGGS", "NUTS"]],
    ["Pain au chocolat", "Butter pastry with dark chocolate.", "veg", ["GLUTEN", "MILK", "EGGS"]],
    ["Carac", "Shortcrust tartlet with chocolate ganache and green icing.", "veg", ["GLUTEN", "MILK", "EGGS"]],
    ["Cinnamon roll", "Yeast roll with cinnamon sugar.", "veg", ["GLUTEN", "MILK", "EGGS"]],
    ["Vegan muffin", "Blueberry muffin without animal products.", "vegan", ["GLUTEN"]],
    ["Brownie", "Chocolate brownie with walnuts.", "veg", ["GLUTEN", "EGGS", "MILK", "NUTS"]],
    ["Apple turnover", "Puff pastry with apple filling.", "veg", ["GLUTEN", "MILK"]],
    ["Linzer tart slice", "Almond shortcrust with raspberry jam.", "veg", ["GLUTEN", "EGGS", "MILK", "NUTS"]],
    ["Zopf slice with butter", "Braided Sunday bread with butter and jam.", "veg", ["GLUTEN", "MILK", "EGGS"]],
  ],
  Sandwiches: [
    ["Ham and cheese sandwich", "Ham and Emmentaler on a farmhouse roll.", "meat", ["GLUTEN", "MILK", "MUSTARD"]],
    ["Salami baguette", "Salami, gherkins and butter.", "meat", ["GLUTEN", "MILK"]],
    ["Egg sandwich", "Egg salad with chives on wholemeal bread.", "veg", ["GLUTEN", "EGGS", "MUSTARD"]],
    ["Hummus wrap", "Hummus, falafel and vegetables in a wrap.", "vegan", ["GLUTEN", "SESAME"]],
    ["Tuna sandwich", "Tuna, egg and lettuce on a roll.", "fish", ["GLUTEN", "FISH", "EGGS"]],
    ["Mozzarella ciabatta", "Mozzarella, tomato and pesto in ciabatta.", "veg", ["GLUTEN", "MILK", "NUTS"]],
    ["Chicken club sandwich", "Chicken, bacon, egg and tomato.", "meat", ["GLUTEN", "EGGS", "MUSTARD"]],
    ["Smoked salmon bagel", "Smoked salmon and cream cheese.", "fish", ["GLUTEN", "FISH", "MILK", "SESAME"]],
    ["Vegetable focaccia", "Grilled vegetables on rosemary focaccia.", "vegan", ["GLUTEN"]],
    ["Brie and walnut sandwich", "Brie, walnuts and honey on rye.", "veg", ["GLUTEN", "MILK", "NUTS"]],
  ],
  Breakfast: [
    ["Bircher muesli", "Oats soaked in milk with grated apple and berries.", "veg", ["GLUTEN", "MILK", "NUTS"]],
    ["Yoghurt with granola", "Swiss yoghurt with honey granola.", "veg", ["GLUTEN", "MILK", "NUTS"]],
    ["Scrambled eggs on toast", "Free-range eggs on toasted bread.", "veg", ["GLUTEN", "EGGS", "MILK"]],
    ["Porridge", "Oat porridge with oat milk and fruit.", "vegan", ["GLUTEN"]],
    ["Swiss breakfast plate", "Bread, butter, jam, cheese and a boiled egg.", "veg", ["GLUTEN", "MILK", "EGGS"]],
    ["Avocado toast", "Avocado, lime and chilli on sourdough.", "vegan", ["GLUTEN"]],
    ["Bacon and eggs", "Fried eggs with crispy bacon.", "meat", ["EGGS"]],
    ["Fruit bowl", "Seasonal fruit with mint.", "vegan", []],
    ["Pancakes with maple syrup", "Fluffy pancakes with maple syrup.", "veg", ["GLUTEN", "EGGS", "MILK"]],
  ],
  Drinks: [
    ["Espresso", "Single espresso from Swiss-roasted beans.", "vegan", []],
    ["Café crème", "Swiss coffee with a dash of cream.", "veg", ["MILK"]],
    ["Cappuccino", "Espresso with steamed milk foam.", "veg", ["MILK"]],
    ["Oat latte", "Espresso with steamed oat milk.", "vegan", ["GLUTEN"]],
    ["Rivella", "Swiss soft drink made with milk whey.", "veg", ["MILK"]],
    ["Apple juice", "Cloudy apple juice from Thurgau.", "vegan", []],
    ["Mineral water", "Still or sparkling Swiss mineral water.", "vegan", []],
    ["Iced tea", "House-brewed peach iced tea.", "vegan", []],
    ["Hot chocolate", "Swiss chocolate with milk.", "veg", ["MILK"]],
    ["Fresh mint tea", "Fresh mint leaves with hot water.", "vegan", []],
    ["Ovomaltine", "Malted chocolate drink with milk.", "veg", ["MILK", "GLUTEN"]],
  ],
}
