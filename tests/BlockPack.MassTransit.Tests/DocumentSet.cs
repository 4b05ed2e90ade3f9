using System;
using System.Collections.Generic;
using System.Text;

namespace BlockPack.MassTransit.Tests
{
    /// <summary>
    /// A 16 MB message made of small objects (4,096 documents of 4,096 characters of text, 16.8 MB as plain MessagePack): every object the message
    /// itself needs stays below the Large Object Heap threshold, so any LOH allocation seen is the serializer's.
    /// </summary>
    [MessagePackObject]
    public sealed class DocumentSet
    {
        [Key(0)]
        public List<Document> Documents { get; set; } = new List<Document>();

        public static DocumentSet Create(int documents, int characters)
        {
            string[] words = { "order", "shipment", "invoice", "customer", "warehouse", "parcel", "route", "payment", "refund", "address", "priority", "pallet" };
            var random = new Random(16);
            var set = new DocumentSet { Documents = new List<Document>(documents) };
            var text = new StringBuilder(characters + 16);
            for (int i = 0; i < documents; i++)
            {
                text.Clear();
                while (text.Length < characters)
                {
                    text.Append(words[random.Next(words.Length)]).Append(' ').Append(random.Next(100_000)).Append(' ');
                }

                set.Documents.Add(new Document { Id = i, Text = text.ToString(0, characters) });
            }

            return set;
        }
    }
}
