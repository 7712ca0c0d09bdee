"""The held-out questions, ten per shape spread over the three schemas of `schemas.py`, each with the
hand-written DuckDB query whose result the answer must show (every name and every number of every row).

`truth` is None for "cannot": there the answer must say, in one sentence, what it would need, and show the
closest query it can run.
"""

from dataclasses import dataclass

SHAPES = ("top_label", "measure", "dates", "share", "anti_join", "per_x", "compare", "cannot")

REVENUE = "sum(oi.quantity * p.price)"
ITEMS = "order_items oi JOIN products p USING (product_id)"


@dataclass(frozen=True)
class HeldOut:
    schema: str
    shape: str
    question: str
    truth: str | None
    percent: bool = False  # the truth is a ratio the answer shows as a percentage


def _q(schema, shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut(schema, shape, question, truth, percent)


QUESTIONS = (
    # ---------------------------------------------------------------- top N with a label from a joined table
    _q("retail", "top_label", "Which 5 customers spent the most in total?",
       f"SELECT c.name, {REVENUE} AS s FROM customers c JOIN orders o USING (customer_id) JOIN order_items oi USING (order_id) "
       "JOIN products p USING (product_id) "
       "GROUP BY c.name ORDER BY s DESC, 1 LIMIT 5"),
    _q("retail", "top_label", "Top 3 products by quantity sold",
       "SELECT p.product_name, sum(oi.quantity) s FROM order_items oi JOIN products p USING (product_id) "
       "GROUP BY 1 ORDER BY s DESC, 1 LIMIT 3"),
    _q("retail", "top_label", "Which 3 cities have the most orders?",
       "SELECT c.city, count(*) n FROM orders o JOIN customers c USING (customer_id) GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 3"),
    _q("retail", "top_label", "Top 2 categories by revenue",
       f"SELECT p.category, {REVENUE} s FROM {ITEMS} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 2"),
    _q("web", "top_label", "Which 5 users had the most sessions?",
       "SELECT u.username, count(*) n FROM sessions s JOIN users u ON s.user_id = u.id GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 5"),
    _q("web", "top_label", "Top 3 pages by number of pageviews",
       "SELECT p.path, count(*) n FROM pageviews v JOIN pages p ON v.page_id = p.id GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 3"),
    _q("web", "top_label", "Which 2 countries have the most sessions?",
       "SELECT u.country, count(*) n FROM sessions s JOIN users u ON s.user_id = u.id GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 2"),
    _q("hr", "top_label", "Which 3 departments have the most employees?",
       "SELECT d.dept_name, count(*) n FROM employees e JOIN departments d USING (dept_id) GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 3"),
    _q("hr", "top_label", "Top 5 employees by days of leave",
       "SELECT e.full_name, sum(l.days) s FROM leave_requests l JOIN employees e USING (emp_id) GROUP BY 1 "
       "ORDER BY s DESC, 1 LIMIT 5"),
    _q("hr", "top_label", "Which department has the highest total salary?",
       "SELECT d.dept_name, sum(e.salary) s FROM employees e JOIN departments d USING (dept_id) GROUP BY 1 "
       "ORDER BY s DESC, 1 LIMIT 1"),
    # ---------------------------------------------------------------- measures over joined columns, arithmetic
    _q("retail", "measure", "What is the total revenue?", f"SELECT {REVENUE} FROM {ITEMS}"),
    _q("retail", "measure", "What is the total revenue from Electronics products?",
       f"SELECT {REVENUE} FROM {ITEMS} WHERE p.category = 'Electronics'"),
    _q("retail", "measure", "How many units were sold to customers in Berlin?",
       "SELECT sum(oi.quantity) FROM order_items oi JOIN orders o USING (order_id) "
       "JOIN customers c USING (customer_id) WHERE c.city = 'Berlin'"),
    _q("retail", "measure", "What is the total revenue of cancelled orders?",
       f"SELECT {REVENUE} FROM {ITEMS} JOIN orders o USING (order_id) WHERE o.status = 'cancelled'"),
    _q("web", "measure", "What is the total time on page for mobile sessions?",
       "SELECT sum(v.seconds_on_page) FROM pageviews v JOIN sessions s ON v.session_id = s.id "
       "WHERE s.device = 'mobile'"),
    _q("web", "measure", "What is the average session duration for users in Germany?",
       "SELECT avg(s.duration_seconds) FROM sessions s JOIN users u ON s.user_id = u.id "
       "WHERE u.country = 'Germany'"),
    _q("web", "measure", "Average seconds on page for pricing pages",
       "SELECT avg(v.seconds_on_page) FROM pageviews v JOIN pages p ON v.page_id = p.id "
       "WHERE p.section = 'pricing'"),
    _q("hr", "measure", "What is the total salary in the Engineering department?",
       "SELECT sum(e.salary) FROM employees e JOIN departments d USING (dept_id) "
       "WHERE d.dept_name = 'Engineering'"),
    _q("hr", "measure", "What is the average salary of employees in London?",
       "SELECT avg(e.salary) FROM employees e JOIN departments d USING (dept_id) WHERE d.location = 'London'"),
    _q("hr", "measure", "How many days of leave did the Sales department take?",
       "SELECT sum(l.days) FROM leave_requests l JOIN employees e USING (emp_id) "
       "JOIN departments d USING (dept_id) WHERE d.dept_name = 'Sales'"),
    # ---------------------------------------------------------------- month, quarter, year, dates and ranges
    _q("retail", "dates", "How many orders were placed in March 2026?",
       "SELECT count(*) FROM orders WHERE order_date >= DATE '2026-03-01' AND order_date < DATE '2026-04-01'"),
    _q("retail", "dates", "What was the total revenue in Q1 2026?",
       f"SELECT {REVENUE} FROM {ITEMS} JOIN orders o USING (order_id) "
       "WHERE o.order_date >= DATE '2026-01-01' AND o.order_date < DATE '2026-04-01'"),
    _q("retail", "dates", "How many orders were placed between Feb 1 and Apr 30 2025?",
       "SELECT count(*) FROM orders WHERE order_date BETWEEN DATE '2025-02-01' AND DATE '2025-04-30'"),
    _q("retail", "dates", "How many orders were placed in 2025?",
       "SELECT count(*) FROM orders WHERE year(order_date) = 2025"),
    _q("web", "dates", "How many sessions started in January 2026?",
       "SELECT count(*) FROM sessions WHERE started_at >= TIMESTAMP '2026-01-01' "
       "AND started_at < TIMESTAMP '2026-02-01'"),
    _q("web", "dates", "How many pageviews were there in the fourth quarter of 2025?",
       "SELECT count(*) FROM pageviews WHERE viewed_at >= TIMESTAMP '2025-10-01' "
       "AND viewed_at < TIMESTAMP '2026-01-01'"),
    _q("web", "dates", "How many sessions were there between 2025-11-15 and 2025-12-15?",
       "SELECT count(*) FROM sessions WHERE started_at >= TIMESTAMP '2025-11-15' "
       "AND started_at < TIMESTAMP '2025-12-16'"),
    _q("hr", "dates", "How many employees were hired in 2024?",
       "SELECT count(*) FROM employees WHERE year(hire_date) = 2024"),
    _q("hr", "dates", "How many leave requests started in Q2 2025?",
       "SELECT count(*) FROM leave_requests WHERE start_date BETWEEN DATE '2025-04-01' AND DATE '2025-06-30'"),
    _q("hr", "dates", "How many employees were hired since June 1, 2025?",
       "SELECT count(*) FROM employees WHERE hire_date >= DATE '2025-06-01'"),
    # ---------------------------------------------------------------- shares and percentages
    _q("retail", "share", "What percentage of orders were cancelled?",
       "SELECT avg(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END) FROM orders", percent=True),
    _q("retail", "share", "What share of revenue came from Electronics?",
       f"SELECT sum(CASE WHEN p.category = 'Electronics' THEN oi.quantity * p.price END) / {REVENUE} "
       f"FROM {ITEMS}", percent=True),
    _q("retail", "share", "What percent of customers are in Paris?",
       "SELECT avg(CASE WHEN city = 'Paris' THEN 1 ELSE 0 END) FROM customers", percent=True),
    _q("retail", "share", "What percentage of units sold were Books?",
       "SELECT sum(CASE WHEN p.category = 'Books' THEN oi.quantity END) / sum(oi.quantity) "
       f"FROM {ITEMS}", percent=True),
    _q("web", "share", "What percentage of sessions were on mobile?",
       "SELECT avg(CASE WHEN device = 'mobile' THEN 1 ELSE 0 END) FROM sessions", percent=True),
    _q("web", "share", "What share of users are from Germany?",
       "SELECT avg(CASE WHEN country = 'Germany' THEN 1 ELSE 0 END) FROM users", percent=True),
    _q("web", "share", "What percentage of pageviews were on docs pages?",
       "SELECT avg(CASE WHEN p.section = 'docs' THEN 1 ELSE 0 END) FROM pageviews v "
       "JOIN pages p ON v.page_id = p.id", percent=True),
    _q("hr", "share", "What percentage of employees work in Engineering?",
       "SELECT avg(CASE WHEN d.dept_name = 'Engineering' THEN 1 ELSE 0 END) FROM employees e "
       "JOIN departments d USING (dept_id)", percent=True),
    _q("hr", "share", "What share of leave days were sick leave?",
       "SELECT sum(CASE WHEN leave_type = 'sick' THEN days END) / sum(days) FROM leave_requests", percent=True),
    _q("hr", "share", "What percentage of leave requests were vacation?",
       "SELECT avg(CASE WHEN leave_type = 'vacation' THEN 1 ELSE 0 END) FROM leave_requests", percent=True),
    # ---------------------------------------------------------------- entities with no match
    _q("retail", "anti_join", "How many customers never placed an order?",
       "SELECT count(*) FROM customers c WHERE NOT EXISTS (SELECT 1 FROM orders o "
       "WHERE o.customer_id = c.customer_id)"),
    _q("retail", "anti_join", "How many products have never been ordered?",
       "SELECT count(*) FROM products p WHERE p.product_id NOT IN (SELECT product_id FROM order_items)"),
    _q("retail", "anti_join", "Which customers have no orders?",
       "SELECT c.name FROM customers c WHERE c.customer_id NOT IN (SELECT customer_id FROM orders) ORDER BY 1"),
    _q("retail", "anti_join", "How many products were never sold?",
       "SELECT count(*) FROM products p WHERE p.product_id NOT IN (SELECT product_id FROM order_items)"),
    _q("web", "anti_join", "How many users never had a session?",
       "SELECT count(*) FROM users u WHERE u.id NOT IN (SELECT user_id FROM sessions)"),
    _q("web", "anti_join", "How many pages were never viewed?",
       "SELECT count(*) FROM pages p WHERE p.id NOT IN (SELECT page_id FROM pageviews)"),
    _q("web", "anti_join", "Which pages have no pageviews?",
       "SELECT p.path FROM pages p WHERE p.id NOT IN (SELECT page_id FROM pageviews) ORDER BY 1"),
    _q("hr", "anti_join", "How many employees never requested leave?",
       "SELECT count(*) FROM employees e WHERE e.emp_id NOT IN (SELECT emp_id FROM leave_requests)"),
    _q("hr", "anti_join", "Which departments have no employees?",
       "SELECT d.dept_name FROM departments d WHERE d.dept_id NOT IN (SELECT dept_id FROM employees)"),
    _q("hr", "anti_join", "How many departments have no employees?",
       "SELECT count(*) FROM departments d WHERE d.dept_id NOT IN (SELECT dept_id FROM employees)"),
    # ---------------------------------------------------------------- per X across tables
    _q("retail", "per_x", "Revenue per category",
       f"SELECT p.category, {REVENUE} FROM {ITEMS} GROUP BY 1 ORDER BY 1"),
    _q("retail", "per_x", "Number of orders per city",
       "SELECT c.city, count(*) FROM orders o JOIN customers c USING (customer_id) GROUP BY 1 ORDER BY 1"),
    _q("retail", "per_x", "Total quantity per category",
       f"SELECT p.category, sum(oi.quantity) FROM {ITEMS} GROUP BY 1 ORDER BY 1"),
    _q("retail", "per_x", "Revenue by order status",
       f"SELECT o.status, {REVENUE} FROM {ITEMS} JOIN orders o USING (order_id) GROUP BY 1 ORDER BY 1"),
    _q("web", "per_x", "Sessions per country",
       "SELECT u.country, count(*) FROM sessions s JOIN users u ON s.user_id = u.id GROUP BY 1 ORDER BY 1"),
    _q("web", "per_x", "Pageviews per device",
       "SELECT s.device, count(*) FROM pageviews v JOIN sessions s ON v.session_id = s.id GROUP BY 1 ORDER BY 1"),
    _q("web", "per_x", "Average time on page per section",
       "SELECT p.section, avg(v.seconds_on_page) FROM pageviews v JOIN pages p ON v.page_id = p.id "
       "GROUP BY 1 ORDER BY 1"),
    _q("hr", "per_x", "Average salary per department",
       "SELECT d.dept_name, avg(e.salary) FROM employees e JOIN departments d USING (dept_id) GROUP BY 1 "
       "ORDER BY 1"),
    _q("hr", "per_x", "Leave days per department",
       "SELECT d.dept_name, sum(l.days) FROM leave_requests l JOIN employees e USING (emp_id) "
       "JOIN departments d USING (dept_id) GROUP BY 1 ORDER BY 1"),
    _q("hr", "per_x", "Number of employees per location",
       "SELECT d.location, count(*) FROM employees e JOIN departments d USING (dept_id) GROUP BY 1 ORDER BY 1"),
    # ---------------------------------------------------------------- two groups compared
    _q("retail", "compare", "Compare revenue of Electronics and Books",
       f"SELECT p.category, {REVENUE} FROM {ITEMS} WHERE p.category IN ('Electronics', 'Books') GROUP BY 1"),
    _q("retail", "compare", "Compare the number of orders from Berlin vs Paris",
       "SELECT c.city, count(*) FROM orders o JOIN customers c USING (customer_id) "
       "WHERE c.city IN ('Berlin', 'Paris') GROUP BY 1"),
    _q("retail", "compare", "Delivered vs cancelled orders: how many of each?",
       "SELECT status, count(*) FROM orders WHERE status IN ('delivered', 'cancelled') GROUP BY 1"),
    _q("web", "compare", "Compare sessions on mobile and desktop",
       "SELECT device, count(*) FROM sessions WHERE device IN ('mobile', 'desktop') GROUP BY 1"),
    _q("web", "compare", "Compare average session duration of users in Germany vs France",
       "SELECT u.country, avg(s.duration_seconds) FROM sessions s JOIN users u ON s.user_id = u.id "
       "WHERE u.country IN ('Germany', 'France') GROUP BY 1"),
    _q("web", "compare", "Pageviews of blog pages versus docs pages",
       "SELECT p.section, count(*) FROM pageviews v JOIN pages p ON v.page_id = p.id "
       "WHERE p.section IN ('blog', 'docs') GROUP BY 1"),
    _q("hr", "compare", "Compare average salary in Engineering and Sales",
       "SELECT d.dept_name, avg(e.salary) FROM employees e JOIN departments d USING (dept_id) "
       "WHERE d.dept_name IN ('Engineering', 'Sales') GROUP BY 1"),
    _q("hr", "compare", "Compare leave days of sick vs vacation leave",
       "SELECT leave_type, sum(days) FROM leave_requests WHERE leave_type IN ('sick', 'vacation') GROUP BY 1"),
    _q("hr", "compare", "Compare the headcount of London and Berlin",
       "SELECT d.location, count(*) FROM employees e JOIN departments d USING (dept_id) "
       "WHERE d.location IN ('London', 'Berlin') GROUP BY 1"),
    _q("hr", "compare", "Marketing versus Finance: total salary",
       "SELECT d.dept_name, sum(e.salary) FROM employees e JOIN departments d USING (dept_id) "
       "WHERE d.dept_name IN ('Marketing', 'Finance') GROUP BY 1"),
    # ---------------------------------------------------------------- what it cannot answer
    _q("retail", "cannot", "What will revenue be next quarter?"),
    _q("retail", "cannot", "What is the profit margin per product?"),
    _q("retail", "cannot", "Which marketing campaign brought the most customers?"),
    _q("retail", "cannot", "What is the customer churn rate?"),
    _q("web", "cannot", "What is the bounce rate by referrer?"),
    _q("web", "cannot", "Which users upgraded to premium?"),
    _q("web", "cannot", "Why did sessions drop in February?"),
    _q("hr", "cannot", "What is the employee satisfaction score per department?"),
    _q("hr", "cannot", "How many employees were promoted last year?"),
    _q("hr", "cannot", "What is the average commute time of employees?"),
)
