using System.Collections.Generic;
using System.Linq;
using Microsoft.AspNetCore.Mvc;

namespace BlockPack.WebSample
{
    /// <summary>An MVC controller: the same action answers JSON or MessagePack, by the request's headers.</summary>
    [ApiController]
    [Route("mvc/orders")]
    public sealed class OrdersController : ControllerBase
    {
        [HttpGet("{id:int}")]
        public ActionResult<Order> Get(int id) => Order.Make(id);

        [HttpPost("echo")]
        public ActionResult<List<Order>> Echo([FromBody] List<Order> orders) => orders.OrderBy(o => o.Id).ToList();
    }
}
